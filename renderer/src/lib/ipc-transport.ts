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

/**
 * Bodies longer than this go to the host as a Blob: an organisation's offline cache (30 MB for
 * 100,000 log lines). With DevTools or a test's automation watching the network, a string body is
 * also copied into the protocol, on the page's main thread: the logs benchmark's longest frame of
 * that write was 5-12 s with a string and 2-3 s with a Blob, the upload 7-18 s against 2-3 s.
 */
const BLOB_BODY_CHARS = 1 << 20;

const httpTransport: Transport = async (channel, request) => {
  const json = JSON.stringify(request ?? {});
  let response: Response;
  try {
    response = await fetch(`/ipc/${channel}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json.length > BLOB_BODY_CHARS ? new Blob([json]) : json,
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
