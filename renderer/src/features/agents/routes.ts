// Agents (spec 1 §2): the same screen at /agents and in Settings.
import { paths } from '../../lib/routing/paths.ts';
import { guard, pageLoader, type FeatureManifest } from '../../lib/routing/feature-manifest.ts';

const AGENTS = guard(['agents'], 'agents');
const lists = () => import('./agents-list.ts').then((m) => [m.agentsList(new Date())]);
const load = pageLoader(() => import('./pages/AgentsPage.tsx'), 'AgentsPage');

export const manifest: FeatureManifest = {
  routes: [
    { path: '/agents', title: 'Agents', ...AGENTS, load, lists },
    { path: '/settings/agents', title: 'Agents', ...AGENTS, load, lists },
  ],
  nav: [
    {
      id: 'agents',
      label: 'Agents',
      icon: 'desktop',
      to: paths.settings.agents(),
      features: AGENTS.features,
      resource: 'agents',
      section: 'settings-head',
      order: 6,
    },
  ],
};
