// The renderer's only way to reach the main process. In Electron the preload exposes
// `window.desktop` (built from the contract); in browser mode the same calls go to
// `POST /ipc/<channel>` on the host. Either way the Result envelope is unwrapped here:
// success returns the value, failure throws a BridgeError carrying the code.
import type { ChannelName, RequestOf, ResponseOf } from '../../../preload/contract/channels.ts';
import { CodedError } from '../../../preload/contract/coded-error.ts';
import type { IpcResult } from '../../../preload/contract/result.ts';
import { takeEarly } from './early-ipc.ts';
import { transport } from './ipc-transport.ts';

/** A failed call's `IpcError`, thrown in the renderer. */
export class BridgeError extends CodedError {
  constructor(code: string, message: string) {
    super('BridgeError', code, message);
  }
}

/** Call a main-process channel; resolves with its value or throws a BridgeError. */
export async function invoke<C extends ChannelName>(
  channel: C,
  ...request: RequestOf<C> extends Record<string, never> ? [RequestOf<C>?] : [RequestOf<C>]
): Promise<ResponseOf<C>> {
  // A start-up read already under way (boot/startup-reads.ts) is answered from there, once.
  const call = takeEarly(channel, request[0]) ?? transport(channel, request[0]);
  const result = (await call) as IpcResult<ResponseOf<C>>;
  if (result.ok) return result.value;
  throw new BridgeError(result.error.code, result.error.message);
}
