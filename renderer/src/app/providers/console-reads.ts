// The reads the console shell waits for — whoami (roles) and the properties (feature flags) — and
// the opening screen's own first read (its route's `prefetch`), started as soon as main's start-up
// sign-in check says the opening org is signed in and its offline cache is restored. Otherwise
// they leave only once the org list has arrived and the org frame, the gate and the console shell
// have rendered (issue 33: the start-up waterfall). OrgAccessProviders then finds them answered or
// in flight. Nothing is shown from here: the guards still decide with whoami's roles and the flags.
import type { QueryClient } from '@tanstack/react-query';
import type { AuthStatus } from '../../../../preload/contract/auth.ts';
import { whoamiQuery } from '../../api/services/auth.ts';
import { propertiesQuery } from '../../api/services/properties.ts';
import { can } from '../../lib/permissions/permissions.ts';
import { whoamiSubject } from '../../lib/permissions/whoami-subject.ts';
import { prefetchScreen } from '../routing/prefetch-screen.ts';

/** Whether they were started: only for a signed-in org (any other state shows no console). */
export function startConsoleReads(
  orgId: string,
  client: QueryClient,
  status: AuthStatus,
  /** The path of the screen the window opens on, with its query. */
  to: string,
): boolean {
  if (status.state !== 'signed-in') return false;
  void client.prefetchQuery(whoamiQuery(orgId));
  void client.prefetchQuery(propertiesQuery(orgId));
  // The roles main last saw, as OrgAccessProviders uses them until whoami answers.
  const subject = whoamiSubject(status.user?.roles ?? null, []);
  void prefetchScreen(to, orgId, client, (action, resource) => can(subject, action, resource));
  return true;
}
