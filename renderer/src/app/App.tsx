// The renderer's root: the light/dark theme (the user's setting, or the OS's), the app-wide QueryClient, and the router
// (which hosts the organisation frame, the gate and the console shell).
import { FocusStyleManager } from '@blueprintjs/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { resolveTheme } from '../lib/theme/resolve-theme.ts';
import { useSystemTheme, useThemeClass } from '../lib/theme/useSystemTheme.ts';
import { useSetting } from './shell/useSetting.ts';
import { authStatusQuery } from '../api/services/orgs.ts';
import { whenInitialOrgKnown } from '../boot/startup-reads.ts';
import { appQueryClient } from '../session/app-query-client.ts';
import { installErrorToasts } from './install-error-toasts.ts';
import { installForgetPreviousUser } from './forget-previous-user.ts';
import { installIconPaths } from '../lib/icons/blueprint-icon-paths.ts';
import { orgOfflineFor } from '../session/offline/org-offline.ts';
import { queryClientFor } from '../session/org-context.tsx';
import { router } from './router.tsx';
import { startConsoleReads } from './providers/console-reads.ts';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import './shell/Shell.css';

installErrorToasts();
installForgetPreviousUser();
installIconPaths();
// Once main's start-up read names the opening org, its sign-in check starts and its cache is
// restored into its QueryClient: not after the org list has arrived and the org frame and gate
// have rendered, which both wait for these (P1 start-up). Once signed in (and restored: no request
// goes out before the restore), the console's own first reads start too.
whenInitialOrgKnown((orgId, cached) => {
  const client = queryClientFor(orgId);
  if (cached) orgOfflineFor(orgId, client);
  appQueryClient
    .fetchQuery(authStatusQuery(orgId))
    .then(async (status) => {
      if (status.state !== 'signed-in') return;
      await orgOfflineFor(orgId, client).restored;
      startConsoleReads(orgId, client, status, window.location.pathname + window.location.search);
    })
    .catch(() => undefined);
});
// Focus rings for keyboard users only, not after every mouse click.
FocusStyleManager.onlyShowFocusOnTabs();

export function App() {
  const [setting] = useSetting('theme', 'system');
  const system = useSystemTheme();
  useThemeClass(resolveTheme(setting, system === 'dark'));
  return (
    <QueryClientProvider client={appQueryClient}>
      {/* Navigations render at once, not in a transition: no screen suspends (routing/screens.ts),
          so a transition only cut the render into 5 ms slices with a paint between each, and a
          sidebar click reached its list ~20 ms later on the CI machine (health → agents). */}
      <RouterProvider router={router} useTransitions={false} />
    </QueryClientProvider>
  );
}
