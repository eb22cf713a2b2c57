// Start-up reads begun before the app is evaluated (boot/startup-reads.ts, started by the early
// script boot/early.ts when it ran, else by the app's first module) and handed to the first
// `invoke` with the same channel and request. Each is taken once and only while fresh: a later
// call asks main again, so nothing here can serve an answer older than the start-up itself.
// Every `invoke` passes through `takeEarly`, so a channel without an early call (cache:write and
// its 10 MB payload included) costs one map lookup, never a serialisation of its request.
//
// An early call started after the app has already asked main on its channel (the opening org's
// sign-in check leaves only once the start-up cache read has named the org, and the gate may have
// asked by then) would be taken by the app's next call instead: a re-check after a change (the org
// found gone, a sign-in), answered with what was true before it. `askedByApp` tells such a late
// starter not to start.
import type { ChannelName, IpcResultOf, RequestOf } from '../../../preload/contract/channels.ts';
import { transport } from './ipc-transport.ts';

/** How long an early answer waits to be taken before it is dropped (a 10 MB cache included). */
export const EARLY_TTL_MS = 10_000;

interface Early {
  /** The request, as JSON: a call with another request is not answered from here. */
  request: string;
  call: Promise<unknown>;
  startedAt: number;
}

declare global {
  // Shared by the two copies of this module: the early script's (boot/early.ts, built on its own
  // and run before the app's modules arrive) and the app bundle's, which takes its calls.
  var __mcdEarlyIpc: Map<string, Early> | undefined;
  var __mcdAskedIpc: Set<string> | undefined;
}

/** By channel: one early call per channel at most. */
const pending = (globalThis.__mcdEarlyIpc ??= new Map<string, Early>());

/** Channels the app has asked main on itself, with no early call to take (shared likewise). */
const asked = (globalThis.__mcdAskedIpc ??= new Set<string>());

/** Starts `channel` now; its answer goes to the first matching `takeEarly` within the TTL. */
export function startEarly<C extends ChannelName>(
  channel: C,
  request: RequestOf<C>,
  now: () => number = () => performance.now(),
): Promise<IpcResultOf<C>> {
  return adoptEarly(channel, request, transport(channel, request), now());
}

/**
 * Hands `call`, started at `startedAt` with another request that main answers for this one (the
 * first sign-in check, asked for the org main picks before the org is known), to the first
 * `takeEarly` with this channel and request within the TTL, as `startEarly` does.
 */
export function adoptEarly<C extends ChannelName>(
  channel: C,
  request: RequestOf<C>,
  call: Promise<IpcResultOf<C>>,
  startedAt: number,
): Promise<IpcResultOf<C>> {
  pending.set(channel, { request: JSON.stringify(request ?? {}), call, startedAt });
  setTimeout(() => {
    if (pending.get(channel)?.call === call) pending.delete(channel);
  }, EARLY_TTL_MS);
  return call;
}

/** The early call for exactly this channel and request, if one is waiting (removed once taken). */
export function takeEarly<C extends ChannelName>(
  channel: C,
  request: RequestOf<C> | undefined,
  now: () => number = () => performance.now(),
): Promise<IpcResultOf<C>> | undefined {
  const early = pending.get(channel);
  if (!early || early.request !== JSON.stringify(request ?? {})) {
    asked.add(channel);
    return undefined;
  }
  pending.delete(channel);
  if (now() - early.startedAt > EARLY_TTL_MS) {
    asked.add(channel);
    return undefined;
  }
  return early.call as Promise<IpcResultOf<C>>;
}

/** Whether the app has already asked main on `channel` without an early answer (see above). */
export function askedByApp(channel: ChannelName): boolean {
  return asked.has(channel);
}
