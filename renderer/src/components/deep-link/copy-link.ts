// 'Copy link' (issue 20 item 1): a `missioncontrol://<org>/<route>` link to a screen or a row, with
// the spec's toast (spec 3 §8). Only routes of the console are linked: a link the app would
// refuse to open is never handed out.
import {
  CONSOLE_ROUTE_PATTERNS,
  buildDeepLink,
  matchesRoute,
} from '../../../../preload/contract/deep-links.ts';
import { copyToClipboard } from '../clipboard/copyToClipboard.ts';

export const LINK_COPIED = 'Link copied to clipboard';

/** The deep link of `route` (path and query) in `orgId`, or null when it is not a console page. */
export function deepLinkFor(orgId: string, route: string): string | null {
  const pathname = route.split('?')[0] ?? '';
  if (!matchesRoute(pathname.replace(/(.)\/$/, '$1'), CONSOLE_ROUTE_PATTERNS)) return null;
  return buildDeepLink(orgId, route);
}

export async function copyDeepLink(orgId: string, route: string): Promise<void> {
  const link = deepLinkFor(orgId, route);
  if (link) await copyToClipboard(link, LINK_COPIED);
}
