// "Save to file" for a read whose answer is above what the gateway hands the page (reliability row
// 12): the page never receives the body; main repeats the same read and streams it to a file.
// Browser mode: a download of `/download/org/<orgId>/api/…` from the host. Electron: main asks
// where to save in the native dialog and writes the file itself (`downloads:saveResponse`).
import {
  DOWNLOAD_PATH_PREFIX,
  type TooLargeSize,
} from '../../../../preload/contract/gateway-error.ts';
import { formatBytes } from '../format/bytes.ts';
import { downloadLink } from './download.ts';

/** The host's download URL for an org request URL (`/org/<orgId>/api/…?…`); null for others. */
export function downloadUrlFor(orgRequestUrl: string): string | null {
  return /^\/org\/[^/?#]+\/api(\/|\?|$)/.test(orgRequestUrl)
    ? `${DOWNLOAD_PATH_PREFIX}${orgRequestUrl}`
    : null;
}

/** A file name for a read: its table or route's last segment, as JSON. */
export function fileNameFor(orgRequestUrl: string): string {
  const path = orgRequestUrl.split('?')[0] ?? '';
  const last = path.split('/').filter(Boolean).pop() ?? 'response';
  return `${last.replace(/[^A-Za-z0-9._-]+/g, '_') || 'response'}.json`;
}

/** Starts the download in browser mode; the browser streams it to its downloads folder. */
export function downloadFromHost(orgRequestUrl: string, fileName: string): void {
  const url = downloadUrlFor(orgRequestUrl);
  if (!url) throw new Error('This answer cannot be saved to a file.');
  downloadLink(url, fileName);
}

/** What the too-large state says: the size (when the server declared it) against the cap. */
export function tooLargeText(size: TooLargeSize | null): string {
  if (!size) return 'This response is above the size this view renders.';
  const cap = formatBytes(size.capBytes);
  return size.bytes === null
    ? `This response is larger than the ${cap} this view renders.`
    : `This response is ${formatBytes(size.bytes)}, above the ${cap} this view renders.`;
}
