// Wires the one error handler of every org QueryClient: expected failures stay inline, a refused
// credential re-checks that org's sign-in state (and only that org's), the rest toast once.
import { orgsKeys } from '../api/services/orgs.ts';
import { showToast } from '../components/toaster/toaster.ts';
import { TOAST_TIMEOUT_MS } from '../components/toaster/toaster.ts';
import { appQueryClient } from '../session/app-query-client.ts';
import { setOrgQueryErrorHandler } from '../session/org-context.tsx';
import { createToastDeduper, reactionTo } from '../session/query-errors.ts';

export function installErrorToasts(): void {
  const shouldShow = createToastDeduper(TOAST_TIMEOUT_MS);
  setOrgQueryErrorHandler((orgId, error, source) => {
    const reaction = reactionTo(error, source);
    if (reaction.kind === 'recheck-auth') {
      void appQueryClient.invalidateQueries({ queryKey: orgsKeys.authStatus(orgId) });
    } else if (reaction.kind === 'toast' && shouldShow(reaction.message)) {
      void showToast(reaction.message, 'danger');
    }
  });
}
