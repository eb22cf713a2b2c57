// The renderer's only way to reach the main process. In Electron the preload exposes
// `window.desktop` (built from the contract); in browser mode the same calls go to
// `POST /ipc/<channel>` on the host. Either way the Result envelope is unwrapped here:
// success returns the value, failure throws a BridgeError carrying the code.
import {
  splitChannel,
  type ChannelName,
  type DesktopApi,
  type IpcResultOf,
  type RequestOf,
  type ResponseOf,
} from '../../../preload/contract/channels.ts';
import type { IpcResult } from '../../../preload/contract/result.ts';

export class BridgeError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'BridgeError';
    this.code = code;
  }
}

declare global {
  interface Window {
    desktop?: DesktopApi;
  }
}

type Transport = <C extends ChannelName>(
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

const transport: Transport =
  typeof window !== 'undefined' && window.desktop
    ? electronTransport(window.desktop)
    : httpTransport;

/** Call a main-process channel; resolves with its value or throws a BridgeError. */
export async function invoke<C extends ChannelName>(
  channel: C,
  ...request: RequestOf<C> extends Record<string, never> ? [RequestOf<C>?] : [RequestOf<C>]
): Promise<ResponseOf<C>> {
  const result = (await transport(channel, request[0])) as IpcResult<ResponseOf<C>>;
  if (result.ok) return result.value;
  throw new BridgeError(result.error.code, result.error.message);
}
