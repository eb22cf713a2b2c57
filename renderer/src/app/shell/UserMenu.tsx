// The user menu (spec 1 §1): greeting, profile settings, kubeconfig, the versions (spec 1's
// frontend version is this app's: 'App version', then 'Backend version'; issue 32 item 4), and
// sign out (which forgets this org's credentials in main). The kubeconfig needs
// kubernetes-proxy:create (reference §4.11), so only those who may download it are offered it.
import { Button, Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { whoamiQuery } from '../../api/services/auth.ts';
import { appInfoQuery } from '../../api/services/app.ts';
import { orgsKeys, signOut } from '../../api/services/orgs.ts';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { showToast } from '../../components/toaster/toaster.ts';
import { SHELL } from '../routing/shell-registry.ts';
import { appQueryClient } from '../../session/app-query-client.ts';
import { useOrgId } from '../../session/org-context.tsx';
import { paths } from '../../lib/routing/paths.ts';
import { BackendVersion } from '../../components/shell-chrome/BackendVersion.tsx';
import { GuardedMenuItem } from '../../components/action/GuardedButton.tsx';
import { ThemeMenu } from './ThemeMenu.tsx';

const UserMenuItems = SHELL.UserMenuItems ?? (() => null);

async function signOutOf(orgId: string): Promise<void> {
  try {
    const result = await signOut(orgId);
    if (result.warning) await showToast(result.warning, 'warning');
  } catch (error) {
    await showToast(`Sign out failed: ${(error as Error).message}`, 'danger');
  } finally {
    await appQueryClient.invalidateQueries({ queryKey: orgsKeys.authStatus(orgId) });
  }
}

export function UserMenu() {
  const orgId = useOrgId();
  const navigate = useNavigate();
  const { openKubeconfig } = SHELL.useOrgDialogs();
  const whoami = useQuery(whoamiQuery(orgId));
  const info = useQuery(appInfoQuery(), appQueryClient);
  const user = whoami.data?.user;
  const name = user?.name ?? 'there';
  return (
    <Popover
      placement="bottom-end"
      content={
        <Menu aria-label="User menu">
          <MenuDivider title={`Hi ${name}`} />
          {user?.email && <MenuItem disabled text={user.email} icon="envelope" />}
          <MenuItem
            icon="person"
            text="Profile settings"
            onClick={() => void navigate(paths.profileSettings())}
          />
          <MenuItem
            icon="settings"
            text="Preferences"
            onClick={() => void navigate(paths.settings.preferences())}
          />
          <GuardedMenuItem
            icon="download"
            text="Download kubeconfig…"
            resource="kubernetes_proxy"
            onClick={openKubeconfig}
          />
          <UserMenuItems />
          <ThemeMenu />
          <MenuDivider />
          <MenuItem
            icon="application"
            text="App version"
            label={info.data?.version ?? '…'}
            shouldDismissPopover={false}
          />
          <MenuItem
            icon="database"
            text="Backend version"
            labelElement={<BackendVersion orgId={orgId} />}
            shouldDismissPopover={false}
          />
          <MenuDivider />
          <MenuItem icon="log-out" text="Sign out" onClick={() => void signOutOf(orgId)} />
        </Menu>
      }
    >
      <Button
        variant="minimal"
        aria-label="User menu"
        icon={
          user ? <Avatar person={{ id: user.id, name: user.name, avatar: user.avatar }} /> : 'user'
        }
        endIcon="caret-down"
      />
    </Popover>
  );
}
