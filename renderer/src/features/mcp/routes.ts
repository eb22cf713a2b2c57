// MCP settings (spec 5-access §2.1, §2.8): the Settings menu's 'MCP' (feature `settings.mcp`, read
// `database`) redirects to the Overview; the five tabs need write on `database` (Unauthorized
// page otherwise), as the console gates them.
import { paths } from '../../lib/routing/paths.ts';
import * as route from '../../lib/routing/feature-manifest.ts';

const MENU = route.guard(['settings.mcp'], 'database');
const TABS = route.guard(['settings.mcp'], 'database', 'write');

export const manifest: route.FeatureManifest = {
  routes: [
    route.screen(
      paths.settings.mcp(),
      'MCP',
      MENU,
      route.pageLoader(() => import('./pages/McpRedirectPage.tsx'), 'McpRedirectPage'),
    ),
    route.screen(
      paths.settings.mcp('overview'),
      'MCP - Overview',
      TABS,
      route.pageLoader(() => import('./pages/McpOverviewPage.tsx'), 'McpOverviewPage'),
      () => import('./mcp-tokens-list.tsx').then((m) => [m.MCP_TOKENS_LIST]),
    ),
    route.screen(
      paths.settings.mcp('subject-access'),
      'MCP - Subjects',
      TABS,
      route.pageLoader(() => import('./pages/McpSubjectsPage.tsx'), 'McpSubjectsPage'),
    ),
    route.screen(
      paths.settings.mcp('playbooks'),
      'MCP - Playbooks',
      TABS,
      route.pageLoader(() => import('./pages/McpResourcesPage.tsx'), 'McpPlaybooksPage'),
    ),
    route.screen(
      paths.settings.mcp('views'),
      'MCP - Views',
      TABS,
      route.pageLoader(() => import('./pages/McpResourcesPage.tsx'), 'McpViewsPage'),
    ),
    route.screen(
      paths.settings.mcp('check-access'),
      'MCP - Check Access',
      TABS,
      route.pageLoader(() => import('./pages/McpCheckAccessPage.tsx'), 'McpCheckAccessPage'),
    ),
  ],
  nav: [
    route.navTo(paths.settings.mcp(), MENU, { label: 'MCP', icon: 'console', section: 'settings' }),
  ],
};
