// The envelope every IPC call returns, in both transports (Electron IPC and browser-mode HTTP).
// Errors cross the process boundary as data, never as thrown objects.
import { z } from 'zod';
import { CodedError } from './coded-error.ts';

/** Services may use their own codes too (`KEYCHAIN_UNAVAILABLE`, `SIGN_IN_FAILED`…). */
export const IpcErrorSchema = z.object({
  code: z.string().min(1).max(64),
  message: z.string().max(4096),
});
export type IpcError = z.infer<typeof IpcErrorSchema>;

export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

/** A service error with a stable code; the router turns it into `{ ok: false, error }`. */
export class DesktopError extends CodedError {
  constructor(code: string, message: string) {
    super('DesktopError', code, message);
  }
}
