// Start-up reads begun before the app is evaluated (boot/startup-reads.ts) and handed to the first
// `invoke` with the same channel and request. Each is taken once and only while fresh: a later
// call asks main again, so nothing here can serve an answer older than the start-up itself.
import type { ChannelName, IpcResultOf, RequestOf } from '../../../preload/contract/channels.ts';
import { transport } from './ipc-transport.ts';

/** How long an early answer waits to be taken before it is dropped (a 10 MB cache included). */
export const EARLY_TTL_MS = 10_000;

interface Early {
  call: Promise<unknown>;
  startedAt: number;
}

const pending = new Map<string, Early>();

function keyOf(channel: string, request: unknown): string {
  return `${channel} ${JSON.stringify(request ?? {})}`;
}

/** Starts `channel` now; its answer goes to the first matching `takeEarly` within the TTL. */
export function startEarly<C extends ChannelName>(
  channel: C,
  request: RequestOf<C>,
  now: () => number = () => performance.now(),
): Promise<IpcResultOf<C>> {
  const call = transport(channel, request);
  const key = keyOf(channel, request);
  pending.set(key, { call, startedAt: now() });
  setTimeout(() => {
    if (pending.get(key)?.call === call) pending.delete(key);
  }, EARLY_TTL_MS);
  return call;
}

/** The early call for exactly this channel and request, if one is waiting (removed once taken). */
export function takeEarly<C extends ChannelName>(
  channel: C,
  request: RequestOf<C> | undefined,
  now: () => number = () => performance.now(),
): Promise<IpcResultOf<C>> | undefined {
  const key = keyOf(channel, request);
  const early = pending.get(key);
  if (!early) return undefined;
  pending.delete(key);
  if (now() - early.startedAt > EARLY_TTL_MS) return undefined;
  return early.call as Promise<IpcResultOf<C>>;
}
