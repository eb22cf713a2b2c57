// Everything that depends on which organisation this window shows: loads the registry from main,
// shows the chooser when there is none, else provides the current org (its own QueryClient),
// the org dialogs, the environment colour band and window title, and the sign-in gate.
import { useCallback } from 'react';
import { Button, NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useNavigate } from 'react-router';
import type { Org } from '../../../../preload/contract/orgs.ts';
import { orgsKeys, orgsListQuery, updateOrg } from '../../api/services/orgs.ts';
import { SHELL } from '../routing/shell-registry.ts';
import { useEventScope } from '../../lib/events.ts';
import { appQueryClient } from '../../session/app-query-client.ts';
import { useHealthNotifications } from '../health-notifications.tsx';
import { useMainEvents } from '../main-events.ts';
import { CurrentOrgProvider, useCurrentOrg } from '../../session/org-context.tsx';
import { paths } from '../../lib/routing/paths.ts';
import { GateLayout } from '../../components/shell-chrome/GateLayout.tsx';
import { ShellSkeleton } from '../../components/shell-chrome/PageSkeleton.tsx';
import { NAV_SECTIONS } from './nav-model.ts';

function OrgChrome() {
  const { orgId, org, switchOrg } = useCurrentOrg();
  SHELL.useOrgTitle(org);
  useEventScope(orgId);
  useHealthNotifications();
  const onAdded = useCallback(
    (added: Org) => {
      // Put the new org in the list before switching, so the provider does not fall back.
      appQueryClient.setQueryData<Org[]>(orgsKeys.list(), (list) =>
        list && !list.some((o) => o.id === added.id) ? [...list, added] : list,
      );
      switchOrg(added.id);
    },
    [switchOrg],
  );
  return (
    <SHELL.OrgDialogs onAdded={onAdded} currentOrg={org}>
      <div className="mcd-org-frame">
        <div
          className="mcd-colour-band"
          style={{ backgroundColor: org?.colour ?? 'transparent' }}
          data-testid="org-colour-band"
          aria-hidden="true"
        />
        <div className="mcd-org-frame-body">
          <SHELL.OrgGate signIn={SHELL.SignIn}>
            <Outlet />
          </SHELL.OrgGate>
        </div>
        <SHELL.CommandPalette screens={NAV_SECTIONS} />
      </div>
    </SHELL.OrgDialogs>
  );
}

export function OrgFrame() {
  useMainEvents();
  const orgs = useQuery(orgsListQuery(), appQueryClient);
  const navigate = useNavigate();
  const onSwitched = useCallback(
    (orgId: string) => {
      updateOrg({ id: orgId, patch: { used: true } }).catch(() => undefined);
      void navigate(paths.orgsSwitched());
    },
    [navigate],
  );
  if (orgs.isPending) return <ShellSkeleton label="Loading organisations" />;
  if (orgs.isError) {
    return (
      <GateLayout>
        <NonIdealState
          icon="error"
          title="Organisations could not be loaded"
          description={orgs.error.message}
          action={<Button text="Try again" onClick={() => void orgs.refetch()} />}
        />
      </GateLayout>
    );
  }
  if (orgs.data.length === 0) {
    return (
      <GateLayout>
        <SHELL.OrgChooser />
      </GateLayout>
    );
  }
  return (
    <CurrentOrgProvider orgs={orgs.data} onSwitched={onSwitched}>
      <OrgChrome />
    </CurrentOrgProvider>
  );
}
