// The banner of an organisation deleted or renamed on the server (reliability row 41): main found
// its address answering, but no longer as Mission Control, or its name no longer resolving. The
// console below shows the cached data read-only (the org is offline, so every write is disabled
// with the reason); the banner says what happened and since when the data is, and offers Retry
// (main looks again), the connection doctor and removing the organisation (purges its cache, keychain and kubeconfig).
import { useMutation } from '@tanstack/react-query';
import type { AuthStatus, OrgUnavailable } from '../../../../../preload/contract/auth.ts';
import { orgsKeys } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { ConsoleBanner } from '../../../components/offline/ConsoleBanner.tsx';
import { shortAge } from '../../../session/offline/format-age.ts';
import { useRetryConnection } from '../../../session/offline/hooks.ts';
import { useCurrentOrg } from '../../../session/org-context.tsx';
import { useOrgDialogs } from './OrgDialogsProvider.tsx';
import { RemoveOrgButton } from './RemoveOrgButton.tsx';
import './OrgUnavailableBanner.css';

/** "This organisation is no longer available at … (…). Showing data cached 3 h ago." */
export function unavailableText(
  unavailable: OrgUnavailable,
  dataAt: number | null,
  now: number,
): string {
  const gone = `This organisation is no longer available at ${unavailable.url} (${unavailable.reason}).`;
  if (dataAt === null) return `${gone} No data from it is cached on this computer.`;
  const age = shortAge(now - dataAt);
  return `${gone} Showing data cached ${age}.`;
}

/** Main's sign-in check again (it looks at the address again); true while still unavailable. */
async function checkAgain(orgId: string): Promise<boolean> {
  const key = orgsKeys.authStatus(orgId);
  await appQueryClient.refetchQueries({ queryKey: key, exact: true });
  return Boolean(appQueryClient.getQueryData<AuthStatus>(key)?.unavailable);
}

export function OrgUnavailableBanner({ unavailable }: { unavailable: OrgUnavailable }) {
  const { orgId, org } = useCurrentOrg();
  const dialogs = useOrgDialogs();
  const reconnect = useRetryConnection();
  const retry = useMutation(
    {
      // Back: the offline state follows at once instead of at its next probe.
      mutationFn: async () => {
        if (!(await checkAgain(orgId))) await reconnect();
      },
    },
    appQueryClient,
  );
  return (
    <ConsoleBanner
      intent="danger"
      icon="disable"
      text={(dataAt, now) => (
        <>
          <strong>{org?.name ?? 'Organisation'} — Unavailable.</strong>{' '}
          {unavailableText(unavailable, dataAt, now)}
        </>
      )}
      actions={[
        { text: 'Retry', icon: 'refresh', loading: retry.isPending, onClick: () => retry.mutate() },
        { text: 'Diagnose connection', icon: 'pulse', onClick: dialogs.openDiagnose },
      ]}
      className="mcd-unavailable-banner"
      testId="org-unavailable-banner"
    >
      {org && org.kind !== 'sandbox' && (
        <RemoveOrgButton org={org} size="small" variant="outlined" text="Remove organisation…" />
      )}
    </ConsoleBanner>
  );
}
