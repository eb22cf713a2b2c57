// MCP settings (spec 5-access §2.1, §2.8): the Settings menu's 'MCP' (feature `settings.mcp`, read
// `database`) redirects to the Overview; the five tabs need write on `database` (Unauthorized
// page otherwise), as the console gates them.
import { paths } from '../../lib/routing/paths.ts';
import * as route from '../../lib/routing/feature-manifest.ts';

const MENU = route.guard(['settings.mcp'], 'database');
const TABS = route.guard(['settings.mcp'], 'database', 'write');

type McpTab = NonNullable<Parameters<typeof paths.settings.mcp>[0]>;

/** One of the five tabs: `/settings/mcp/{name}`, titled 'MCP - {title}'. */
const tab = (
  name: McpTab,
  title: string,
  load: route.ScreenLoader,
  lists?: route.ScreenRoute['lists'],
) => route.screen(paths.settings.mcp(name), `MCP - ${title}`, TABS, load, lists);

export const manifest: route.FeatureManifest = {
  routes: [
    route.screen(
      paths.settings.mcp(),
      'MCP',
      MENU,
      route.pageLoader(() => import('./pages/McpRedirectPage.tsx'), 'McpRedirectPage'),
    ),
    tab(
      'overview',
      'Overview',
      route.pageLoader(() => import('./pages/McpOverviewPage.tsx'), 'McpOverviewPage'),
      () => import('./mcp-tokens-list.tsx').then((m) => [m.MCP_TOKENS_LIST]),
    ),
    tab(
      'subject-access',
      'Subjects',
      route.pageLoader(() => import('./pages/McpSubjectsPage.tsx'), 'McpSubjectsPage'),
    ),
    tab(
      'playbooks',
      'Playbooks',
      route.pageLoader(() => import('./pages/McpResourcesPage.tsx'), 'McpPlaybooksPage'),
    ),
    tab(
      'views',
      'Views',
      route.pageLoader(() => import('./pages/McpResourcesPage.tsx'), 'McpViewsPage'),
    ),
    tab(
      'check-access',
      'Check Access',
      route.pageLoader(() => import('./pages/McpCheckAccessPage.tsx'), 'McpCheckAccessPage'),
    ),
  ],
  nav: [
    route.navTo(paths.settings.mcp(), MENU, { label: 'MCP', icon: 'console', section: 'settings' }),
  ],
};
