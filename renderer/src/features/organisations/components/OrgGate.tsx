// Organisation gating (spec 1 §4, issue 4 item 7): asks main for the current org's sign-in state
// and shows the console, the sign-in form for that org's method, the provisioning screen, the
// keychain choice, or — when the backend cannot be reached — the console from the offline cache,
// with the org marked offline so the one offline banner says why and offers Retry.
import { useEffect, useState, type ReactNode } from 'react';
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { authStatusQuery, orgsKeys } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { useCurrentOrg } from '../../../session/org-context.tsx';
import type { SignInView } from '../../../lib/routing/shell-slots.ts';
import { GateLayout } from '../../../components/shell-chrome/GateLayout.tsx';
import { ShellSkeleton } from '../../../components/shell-chrome/PageSkeleton.tsx';
import { useCacheRestore, useReportOffline } from '../../../session/offline/hooks.ts';
import { KeychainUnavailableScreen, ProvisioningScreen } from './GateScreens.tsx';
import { OrgSwitcher } from './OrgSwitcher.tsx';
import { OrgUnavailableBanner } from './OrgUnavailableBanner.tsx';
import { ReauthConsole, useReauth } from './ReauthConsole.tsx';
import { SandboxStart } from './SandboxStart.tsx';

const PROVISIONING_POLL_MS = 15_000;
const SLOW_CHECK_MS = 1500;

/** True once `ms` have passed since mount or since `key` changed. */
function useElapsed(ms: number, key: string): boolean {
  const [elapsed, setElapsed] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(key), ms);
    return () => clearTimeout(timer);
  }, [ms, key]);
  return elapsed === key;
}

/**
 * The console, in one place of the tree whatever the gate learned (so it never remounts when the
 * sign-in check settles): `offlineReason` set means main could not reach the org, which marks the
 * org offline — the one offline banner then says why and offers Retry.
 */
function Console(props: {
  offlineReason?: string | null | undefined;
  /** Above the console (an unavailable org's banner); the console keeps its place in the tree. */
  banner?: ReactNode;
  children: ReactNode;
}) {
  const reportOffline = useReportOffline();
  const { offlineReason } = props;
  useEffect(() => {
    if (offlineReason !== undefined) reportOffline(offlineReason ?? 'the backend did not answer');
  }, [reportOffline, offlineReason]);
  return (
    <>
      {props.banner}
      {props.children}
    </>
  );
}

/**
 * With a restored offline cache, the console paints from it when the sign-in check has not
 * answered within this grace (a hung backend holds main's check until its timeouts). The grace
 * keeps an org that turns out to need a sign-in from flashing its console first.
 */
const CACHED_CONSOLE_GRACE_MS = 250;

/** The sign-in screen an org that needs one shows (the identity feature's, passed by the shell). */

export function OrgGate({ children, signIn: SignIn }: { children: ReactNode; signIn: SignInView }) {
  const { orgId, org } = useCurrentOrg();
  const status = useQuery(
    {
      ...authStatusQuery(orgId),
      refetchInterval: (query) =>
        query.state.data?.state === 'provisioning' ? PROVISIONING_POLL_MS : false,
    },
    appQueryClient,
  );
  // A sign-in that runs out mid-session keeps the console, stale, under a sign-in dialog.
  const reauth = useReauth(orgId, status.data?.state);
  const consoleView = (
    <ReauthConsole
      reauth={reauth}
      orgId={orgId}
      org={org}
      signIn={
        status.data?.state === 'needs-sign-in' && (
          <SignIn orgId={orgId} org={org} status={status.data} />
        )
      }
    >
      {children}
    </ReauthConsole>
  );
  const retry = () => void status.refetch();
  // The Sandbox's address exists only once main's sign-in check has started its process: list the
  // orgs again then (the agents' install instructions and the switcher show it).
  const sandboxStarted = org?.kind === 'sandbox' && !org.baseUrl && status.isSuccess;
  useEffect(() => {
    if (sandboxStarted) void appQueryClient.invalidateQueries({ queryKey: orgsKeys.list() });
  }, [sandboxStarted]);
  const slow = useElapsed(SLOW_CHECK_MS, orgId);
  const restoredCache = useCacheRestore()?.status === 'restored';
  const graceOver = useElapsed(CACHED_CONSOLE_GRACE_MS, orgId);
  // While the user has this screen's switcher open, the console waits: mounting it would replace
  // the switcher (and close the list under the pointer) the moment the org finished connecting.
  const [switcherOpenFor, setSwitcherOpenFor] = useState<string | null>(null);
  const switcherOpen = switcherOpenFor === orgId;
  const switcher = <OrgSwitcher onOpenChange={(open) => setSwitcherOpenFor(open ? orgId : null)} />;

  if (status.isPending) {
    if (restoredCache && graceOver) return <Console>{consoleView}</Console>;
    // Usually answered in milliseconds; if not (a sandbox still starting, a slow keychain), let
    // the user switch or add an organisation instead of waiting on a skeleton.
    if (!slow) return <ShellSkeleton label="Checking sign-in" />;
    return (
      <GateLayout switcher={switcher}>
        {org?.kind === 'sandbox' ? (
          <SandboxStart name={org.name} />
        ) : (
          <NonIdealState
            icon={<Spinner size={40} aria-label="Checking sign-in" />}
            title={`Connecting to ${org?.name ?? 'the organisation'}…`}
            description="Checking the sign-in state."
          />
        )}
      </GateLayout>
    );
  }
  if (status.isError) {
    return (
      <GateLayout switcher={switcher}>
        <NonIdealState
          icon="error"
          title="The sign-in state could not be checked"
          description={status.error.message}
          action={<Button text="Try again" onClick={retry} />}
        />
      </GateLayout>
    );
  }
  const state = status.data;
  switch (state.state) {
    case 'signed-in':
      if (switcherOpen)
        return (
          <GateLayout switcher={switcher}>
            <NonIdealState
              icon="tick-circle"
              title={`${org?.name ?? 'The organisation'} is ready`}
              description="Choose from the organisation list, or close it to open the console."
            />
          </GateLayout>
        );
      return <Console>{consoleView}</Console>;
    case 'unreachable':
      return (
        <Console
          offlineReason={state.message}
          banner={
            state.unavailable && (
              <OrgUnavailableBanner orgId={orgId} org={org} unavailable={state.unavailable} />
            )
          }
        >
          {consoleView}
        </Console>
      );
    case 'needs-sign-in':
      if (reauth.keepsConsole(state.state)) return <Console>{consoleView}</Console>;
      return (
        <GateLayout switcher={switcher}>
          <SignIn orgId={orgId} org={org} status={state} />
        </GateLayout>
      );
    case 'provisioning':
      return (
        <GateLayout switcher={switcher}>
          <ProvisioningScreen onRetry={retry} checking={status.isFetching} />
        </GateLayout>
      );
    case 'keychain-unavailable':
      return (
        <GateLayout switcher={switcher}>
          <KeychainUnavailableScreen status={state} />
        </GateLayout>
      );
  }
}
