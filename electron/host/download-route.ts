// Browser mode's "Save to file" (reliability row 12): `GET /download/org/<orgId>/api/…` answers
// the read the page could not receive (above its size cap) as an attachment, streamed from the
// backend through the gateway's download mode with the org's credential added in main. It sits
// behind the host's cookie, Host and Origin checks like everything else; the answer carries
// `Content-Disposition: attachment` and the gateway's sandbox CSP, so it never renders as a page.
import { DOWNLOAD_PATH_PREFIX } from '../../preload/contract/gateway-error.ts';
import { downloadRequest } from '../gateway/gateway-download.ts';
import type { Gateway } from '../gateway/types.ts';
import { ORG_ID_PATTERN } from '../protocol/app-protocol.ts';

const DOWNLOAD_PATH = new RegExp(`^${DOWNLOAD_PATH_PREFIX}(/org/([^/]+)/api(?:/.*)?)$`);

function plain(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...extra,
    },
  });
}

/** The download's answer, or null when the path is not a download (the app serves it). */
export async function answerDownload(
  url: URL,
  request: Request,
  gateway: Gateway | null,
): Promise<Response | null> {
  const match = DOWNLOAD_PATH.exec(url.pathname);
  if (!match) return null;
  if (request.method !== 'GET') return plain(405, 'Downloads are GET requests.', { allow: 'GET' });
  const orgId = match[2] ?? '';
  if (!ORG_ID_PATTERN.test(orgId)) return plain(400, 'Unknown organisation id');
  if (!gateway) return plain(503, 'Organisations are not available yet');
  const inner = new URL(url);
  inner.pathname = match[1] ?? '';
  return gateway(orgId, downloadRequest(inner, request.headers));
}
