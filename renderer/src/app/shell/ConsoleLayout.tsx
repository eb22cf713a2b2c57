// The console shell around every guarded route: sidebar, top bar, the org's banner, and the page
// in an error boundary. Roles and feature flags load first (spec 1 §2: routes render only after
// flags are known).
import { lazy } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppEvent } from '../../lib/events.ts';
import { OfflineBanner } from '../../components/offline/OfflineBanner.tsx';
import { OrgAccessProviders } from '../providers/OrgAccessProviders.tsx';
import { SHELL } from '../routing/shell-registry.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ShellSkeleton } from '../../components/shell-chrome/PageSkeleton.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TopBar } from './TopBar.tsx';
import { useSidebarCollapsed } from './useSidebarCollapsed.ts';
import { PageSlotsContext, type PageSlots } from '../../lib/routing/page-slots.ts';
import { screenFor } from '../routing/screens.ts';

/** What features' pages show of each other, loaded on first use (lib/routing/page-slots.ts). */
const PAGE_SLOTS: PageSlots = {
  ...(SHELL.ConfigViewTab ? { ConfigViewTab: screenFor(SHELL.ConfigViewTab) } : {}),
  // A dialog, not a screen: React's lazy (PlaybookPermissionsSlot suspends around it).
  ...(SHELL.PlaybookPermissions ? { PlaybookPermissions: lazy(SHELL.PlaybookPermissions) } : {}),
};

export function ConsoleLayout() {
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  // View → Toggle Sidebar (the desktop app's menu).
  useAppEvent('app:toggleSidebar', () => setCollapsed(!collapsed));
  const { pathname } = useLocation();
  const { openDiagnose } = SHELL.useOrgDialogs();
  return (
    <OrgAccessProviders fallback={<ShellSkeleton />}>
      <div className="mcd-console">
        <a className="mcd-skip-link" href="#main-content">
          Skip to content
        </a>
        <Sidebar collapsed={collapsed} onCollapsedChange={setCollapsed} />
        <div className="mcd-main">
          <TopBar />
          <OfflineBanner onDiagnose={openDiagnose} />
          <main className="mcd-content" id="main-content" tabIndex={-1}>
            <ErrorBoundary key={pathname}>
              <PageSlotsContext value={PAGE_SLOTS}>
                <Outlet />
              </PageSlotsContext>
            </ErrorBoundary>
          </main>
        </div>
      </div>
    </OrgAccessProviders>
  );
}
