// Agents (spec 1 §2): the same screen at /agents and in Settings.
import { paths } from '../../lib/routing/paths.ts';
import * as route from '../../lib/routing/feature-manifest.ts';

const AGENTS = route.guard(['agents'], 'agents');
const lists = () => import('./agents-list.ts').then((m) => [m.agentsList(new Date())]);
const load = route.pageLoader(() => import('./pages/AgentsPage.tsx'), 'AgentsPage');
const NAV = { label: 'Agents', icon: 'desktop', section: 'settings-head', order: 6 } as const;

export const manifest: route.FeatureManifest = {
  routes: [
    route.screen('/agents', 'Agents', AGENTS, load, lists, 'list'),
    route.screen('/settings/agents', 'Agents', AGENTS, load, lists, 'list'),
  ],
  nav: [route.navTo(paths.settings.agents(), AGENTS, NAV)],
};
