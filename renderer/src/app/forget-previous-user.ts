// Signed in to an organisation as another person than before (signed out, then someone else; a
// re-sign-in as another user): nothing read with the previous person's session may stay on
// screen, neither their whoami (name, roles) nor what they were allowed to read (issue 32 item 1).
// Main's sign-in state names the person; when it changes, the org's QueryClient starts empty.
import type { AuthStatus } from '../../../preload/contract/auth.ts';
import { orgsKeys } from '../api/services/orgs.ts';
import { appQueryClient } from '../session/app-query-client.ts';
import { queryClientFor } from '../session/org-context.tsx';

const STATUS_KEY = orgsKeys.authStatus('');

/** Per org, the person its sign-in state last named (their email, else their id). */
const signedInAs = new Map<string, string>();

/** Whether `status` names another person than the last one seen for its org (and remembers it). */
export function personChanged(status: AuthStatus): boolean {
  const user = status.state === 'signed-in' ? status.user : null;
  if (!user) return false;
  const who = user.email ?? user.id;
  const before = signedInAs.get(status.orgId);
  signedInAs.set(status.orgId, who);
  return before !== undefined && before !== who;
}

export function installForgetPreviousUser(): void {
  appQueryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const [area, what] = event.query.queryKey as unknown[];
    if (area !== STATUS_KEY[0] || what !== STATUS_KEY[1]) return;
    const status = event.query.state.data as AuthStatus | undefined;
    // Reset, not cleared: what is on screen reads again at once, as the new person.
    if (status && personChanged(status)) void queryClientFor(status.orgId).resetQueries();
  });
}

/** Tests: forget who was seen. */
export function resetSignedInAs(): void {
  signedInAs.clear();
}
