// How a call reaches the main process: the preload's `window.desktop` in Electron, `POST
// /ipc/<channel>` on the host in browser mode. Both answer the Result envelope, unwrapped by the
// bridge. Type imports only, besides the schema-free channel-name.ts: the start-up reads
// (boot/startup-reads.ts) use this before the rest of the bundle (and the contract's schemas) has
// been evaluated.
import type {
  ChannelName,
  DesktopApi,
  IpcResultOf,
  RequestOf,
} from '../../../preload/contract/channels.ts';
import { splitChannel } from '../../../preload/contract/channel-name.ts';

declare global {
  interface Window {
    desktop?: DesktopApi;
  }
}

export type Transport = <C extends ChannelName>(
  channel: C,
  request: RequestOf<C> | undefined,
) => Promise<IpcResultOf<C>>;

function electronTransport(api: DesktopApi): Transport {
  return (channel, request) => {
    const { area, verb } = splitChannel(channel);
    const areaApi = (
      api as unknown as Record<string, Record<string, (r: unknown) => Promise<unknown>>>
    )[area];
    const fn = areaApi?.[verb];
    if (!fn)
      return Promise.resolve({
        ok: false,
        error: { code: 'UNKNOWN_CHANNEL', message: `The preload does not expose ${channel}.` },
      });
    return fn(request ?? {}) as Promise<IpcResultOf<typeof channel>>;
  };
}

const httpTransport: Transport = async (channel, request) => {
  let response: Response;
  try {
    response = await fetch(`/ipc/${channel}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request ?? {}),
      credentials: 'same-origin',
    });
  } catch {
    return {
      ok: false,
      error: {
        code: 'UNAVAILABLE',
        message: 'The application host cannot be reached. Is browser mode still running?',
      },
    };
  }
  const text = await response.text();
  try {
    return JSON.parse(text) as IpcResultOf<typeof channel>;
  } catch {
    return {
      ok: false,
      error: {
        code: 'UNAVAILABLE',
        message: `The application host answered ${response.status} without a result.`,
      },
    };
  }
};

export const transport: Transport =
  typeof window !== 'undefined' && window.desktop
    ? electronTransport(window.desktop)
    : httpTransport;
