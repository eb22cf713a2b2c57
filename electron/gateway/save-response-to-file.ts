// Electron's "Save to file" (`downloads:saveResponse`, reliability row 12): main asks where to
// save in the native dialog, repeats the read through the gateway's download mode (the org's
// credential added here, no size cap) and pipes the answer into a temp file beside the target,
// renamed over it once complete, so a broken transfer never leaves half a file under the name.
// Nothing is held in memory but the chunk in flight.
import { randomBytes } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { SaveResponseResult } from '../../preload/contract/downloads.ts';
import { GatewayErrorSchema } from '../../preload/contract/gateway-error.ts';
import { DesktopError } from '../../preload/contract/result.ts';
import { moveIntoPlace, type AtomicWriteFs } from '../secrets/write-file-atomic.ts';
import { downloadRequest, isGatewayError } from './gateway-download.ts';
import type { Gateway } from './types.ts';

/** Streams `body` into `target` through a temp file in the same folder; answers the bytes written. */
export async function writeStreamAtomic(
  target: string,
  body: ReadableStream<Uint8Array>,
  fs?: AtomicWriteFs,
): Promise<number> {
  const temp = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  const handle = await open(temp, 'wx', 0o644);
  let bytes = 0;
  try {
    const source = Readable.fromWeb(body);
    source.on('data', (chunk: Buffer) => {
      bytes += chunk.byteLength;
    });
    // The stream owns the handle: it flushes to disk (fsync) and closes it once all is written.
    await pipeline(source, handle.createWriteStream({ flush: true }));
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(temp, { force: true });
    throw error;
  }
  try {
    await moveIntoPlace(temp, target, fs);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return bytes;
}

export interface SaveResponseOptions {
  gateway: () => Gateway | null;
  /** The native save dialog (Electron); absent in browser mode, where the page downloads. */
  choosePath?: ((defaultPath: string) => Promise<string | null>) | undefined;
  /** Where the dialog starts. */
  downloadsDir: () => string;
}

export function createSaveResponse(options: SaveResponseOptions) {
  return async (request: {
    orgId: string;
    path: string;
    fileName: string;
  }): Promise<SaveResponseResult> => {
    const gateway = options.gateway();
    if (!options.choosePath || !gateway)
      throw new DesktopError(
        'UNSUPPORTED',
        'Saving to a file is done by the browser here: use the download link.',
      );
    // The name comes from the page: keep its last segment only.
    const name = path.basename(request.fileName.replace(/\\/g, '/')).trim() || 'response.json';
    const chosen = await options.choosePath(path.join(options.downloadsDir(), name));
    if (!chosen) return { saved: false, path: null, bytes: 0 };
    if (!path.isAbsolute(chosen) || chosen.includes('\0'))
      throw new DesktopError('INVALID_PATH', 'Choose a full path for the file.');
    const url = `http://main.invalid/org/${encodeURIComponent(request.orgId)}${request.path}`;
    const response = await gateway(request.orgId, downloadRequest(url));
    if (isGatewayError(response) || !response.ok || !response.body) {
      const parsed = GatewayErrorSchema.safeParse(await response.json().catch(() => null));
      throw new DesktopError(
        'SAVE_FAILED',
        parsed.success
          ? `${parsed.data.message} Nothing was saved.`
          : `The answer could not be saved (HTTP ${response.status}).`,
      );
    }
    const file = path.resolve(chosen);
    try {
      const bytes = await writeStreamAtomic(file, response.body);
      return { saved: true, path: file, bytes };
    } catch (error) {
      throw new DesktopError(
        'SAVE_FAILED',
        `The file was not saved: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
}
