// 'Copy link' (issue 20 item 1, issue 36 item 1): a `missioncontrol://` link to a screen or a row,
// with the spec's toast (spec 3 §8). A remote organisation is named by its address, so the link
// opens on a colleague's install too; the Sandbox by its id. Only routes of the console are
// linked: a link the app would refuse to open is never handed out.
import {
  CONSOLE_ROUTE_PATTERNS,
  buildDeepLink,
  matchesRoute,
} from '../../../../preload/contract/deep-links.ts';
import { knownOrg } from '../../session/known-orgs.ts';
import { copyToClipboard } from '../clipboard/copyToClipboard.ts';

export const LINK_COPIED = 'Link copied to clipboard';

/** The deep link of `route` (path and query) in `orgId`, or null when it is not a console page. */
export function deepLinkFor(orgId: string, route: string): string | null {
  const pathname = route.split('?')[0] ?? '';
  if (!matchesRoute(pathname.replace(/(.)\/$/, '$1'), CONSOLE_ROUTE_PATTERNS)) return null;
  // The organisation as links name it: from the list the shell has read, else only its id.
  return buildDeepLink(knownOrg(orgId) ?? orgId, route);
}

export async function copyDeepLink(orgId: string, route: string): Promise<void> {
  const link = deepLinkFor(orgId, route);
  if (link) await copyToClipboard(link, LINK_COPIED);
}
