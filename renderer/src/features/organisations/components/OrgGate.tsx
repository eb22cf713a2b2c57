// Organisation gating (spec 1 §4, issue 4 item 7): asks main for the current org's sign-in state
// and shows the console, the sign-in form for that org's method, the provisioning screen, the
// keychain choice, or — when the backend cannot be reached — the console from the offline cache,
// with the org marked offline so the one offline banner says why and offers Retry.
import { useEffect, useState, type ReactNode } from 'react';
import { useElapsed } from '../../../lib/hooks/useElapsed.ts';
import { useQuery } from '@tanstack/react-query';
import type { Org } from '../../../../../preload/contract/orgs.ts';
import { authStatusQuery, orgsKeys } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { useCurrentOrg } from '../../../session/org-context.tsx';
import type { SignInView } from '../../../lib/routing/shell-slots.ts';
import { GateLayout } from '../../../components/shell-chrome/GateLayout.tsx';
import { ShellSkeleton } from '../../../components/shell-chrome/PageSkeleton.tsx';
import { useCacheRestore, useReportOffline } from '../../../session/offline/hooks.ts';
import { GateScreen } from './GateScreens.tsx';
import { OrgSwitcher } from './OrgSwitcher.tsx';
import { OrgUnavailableBanner } from './OrgUnavailableBanner.tsx';
import { ReauthConsole, useReauth } from './ReauthConsole.tsx';
import { keepsConsole } from './reauth-model.ts';

const PROVISIONING_POLL_MS = 15_000;
const SLOW_CHECK_MS = 1500;

/**
 * With a restored offline cache, the console paints from it when the sign-in check has not
 * answered within this grace (a hung backend holds main's check until its timeouts). The grace
 * keeps an org that turns out to need a sign-in from flashing its console first.
 */
const CACHED_CONSOLE_GRACE_MS = 250;

/**
 * Main could not reach the org (`message` set, even null): the org is marked offline, so the one
 * offline banner says why and offers Retry over the console, which renders from the cache.
 */
function useReportUnreachable(message: string | null | undefined) {
  const reportOffline = useReportOffline();
  useEffect(() => {
    if (message !== undefined) reportOffline(message ?? 'the backend did not answer');
  }, [reportOffline, message]);
}

/** The org's sign-in state, asked again while it is provisioning. */
function useSignInStatus(orgId: string, org: Org | null) {
  const status = useQuery(
    {
      ...authStatusQuery(orgId),
      refetchInterval: (query) =>
        query.state.data?.state === 'provisioning' ? PROVISIONING_POLL_MS : false,
    },
    appQueryClient,
  );
  // The Sandbox's address exists only once main's sign-in check has started its process: list the
  // orgs again then (the agents' install instructions and the switcher show it).
  const sandboxStarted = org?.kind === 'sandbox' && !org.baseUrl && status.isSuccess;
  useEffect(() => {
    if (sandboxStarted) void appQueryClient.invalidateQueries({ queryKey: orgsKeys.list() });
  }, [sandboxStarted]);
  return status;
}

export function OrgGate({ children, signIn: SignIn }: { children: ReactNode; signIn: SignInView }) {
  const { orgId, org } = useCurrentOrg();
  const status = useSignInStatus(orgId, org);
  // A sign-in that runs out mid-session keeps the console, stale, under a sign-in dialog.
  const reauth = useReauth(orgId, status.data?.state);
  const slow = useElapsed(SLOW_CHECK_MS, orgId);
  const restoredCache = useCacheRestore()?.status === 'restored';
  const graceOver = useElapsed(CACHED_CONSOLE_GRACE_MS, orgId);
  // While the user has this screen's switcher open, the console waits: mounting it would replace
  // the switcher (and close the list under the pointer) the moment the org finished connecting.
  const [switcherOpenFor, setSwitcherOpenFor] = useState<string | null>(null);
  const switcherOpen = switcherOpenFor === orgId;

  const state = status.data;
  const unreachable = state?.state === 'unreachable' ? state : null;
  const showsConsole = status.isPending
    ? restoredCache && graceOver
    : state !== undefined &&
      !status.isError &&
      ((state.state === 'signed-in' && !switcherOpen) ||
        unreachable !== null ||
        keepsConsole(reauth.model, state.state));
  useReportUnreachable(showsConsole ? unreachable?.message : undefined);
  if (showsConsole)
    return (
      <>
        {unreachable?.unavailable && <OrgUnavailableBanner unavailable={unreachable.unavailable} />}
        <ReauthConsole
          reauth={reauth}
          signIn={
            state?.state === 'needs-sign-in' && <SignIn orgId={orgId} org={org} status={state} />
          }
        >
          {children}
        </ReauthConsole>
      </>
    );
  if (status.isPending && !slow) return <ShellSkeleton label="Checking sign-in" />;
  return (
    <GateLayout
      switcher={<OrgSwitcher onOpenChange={(open) => setSwitcherOpenFor(open ? orgId : null)} />}
    >
      <GateScreen status={status} signIn={SignIn} />
    </GateLayout>
  );
}
