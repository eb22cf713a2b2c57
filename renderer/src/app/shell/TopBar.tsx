// The console's top bar (spec 1 §1): page title, refresh (re-fetches this org's data only), the
// notifications link, help, the organisation switcher and the user menu.
import { Classes, Icon, Navbar, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Link, useMatches } from 'react-router';
import { RefreshButton } from '../../components/action/RefreshButton.tsx';
import { CopyLinkButton } from '../../components/deep-link/CopyLinkButton.tsx';
import { ShortcutsDialog } from '../../components/shortcuts/ShortcutsDialog.tsx';
import { SHELL } from '../routing/shell-registry.ts';
import { useOrgId } from '../../session/org-context.tsx';
import { paths } from '../../lib/routing/paths.ts';
import { useAccess } from '../providers/access-context.ts';
import { useOwnPageHeading } from '../../lib/hooks/usePageHeading.ts';
import { HelpMenu } from '../../components/shell-chrome/HelpMenu.tsx';
import { UserMenu } from './UserMenu.tsx';

const TopBarStatus = SHELL.TopBarStatus ?? (() => null);
const TopBarBell = SHELL.TopBarBell ?? (() => null);

/** The open page's own name (a view's title), else its route's title. */
function usePageTitle(): string {
  const own = useOwnPageHeading();
  const matches = useMatches();
  if (own) return own;
  for (const match of [...matches].reverse()) {
    const handle = match.handle as { title?: unknown } | undefined;
    if (typeof handle?.title === 'string') return handle.title;
  }
  return '';
}

/**
 * Spins while any of the org's queries fetches. Its own component: the whole bar (the switcher and
 * the menus with their popovers) re-rendered on every fetch start and end.
 */
function RefreshOrg() {
  const client = useQueryClient();
  const fetching = useIsFetching() > 0;
  return (
    <RefreshButton label="Refresh" loading={fetching} onClick={() => client.invalidateQueries()} />
  );
}

export function TopBar() {
  const orgId = useOrgId();
  const { isEnabled, can } = useAccess();
  const title = usePageTitle();
  const showNotifications = isEnabled('settings.notifications') && can('read', 'notifications');
  return (
    <Navbar className="mcd-topbar">
      <NavbarGroup align="start">
        <NavbarHeading className="mcd-page-title">{title}</NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align="end" className="mcd-topbar-actions">
        <TopBarStatus />
        <RefreshOrg />
        <CopyLinkButton />
        <ShortcutsDialog />
        {showNotifications && (
          <Link
            to={paths.notifications()}
            className={`${Classes.BUTTON} ${Classes.MINIMAL}`}
            aria-label="Notifications"
            title="Notifications"
          >
            <Icon icon="notifications" />
          </Link>
        )}
        <TopBarBell />
        <HelpMenu orgId={orgId} />
        <SHELL.OrgSwitcher />
        <UserMenu />
      </NavbarGroup>
    </Navbar>
  );
}
