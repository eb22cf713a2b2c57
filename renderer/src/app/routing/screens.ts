// Which module renders each screen, loaded on first visit. Screens whose feature has not landed
// yet share an honest placeholder; a feature's issue replaces its line with
// `lazy(() => import('../../features/<f>/pages/<Name>Page.tsx').then(m => ({ default: m.<Name>Page })))`.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenId } from './route-table.ts';

type Screen = LazyExoticComponent<ComponentType>;

const notAvailable: Screen = lazy(() =>
  import('../pages/NotAvailablePage.tsx').then((m) => ({ default: m.NotAvailablePage })),
);

export const SCREEN_COMPONENTS: Record<ScreenId, Screen> = {
  topology: notAvailable,
  health: lazy(() =>
    import('../../features/health/pages/HealthPage.tsx').then((m) => ({ default: m.HealthPage })),
  ),
  incidents: notAvailable,
  incident: notAvailable,
  catalog: notAvailable,
  'catalog-item': notAvailable,
  logs: notAvailable,
  playbooks: notAvailable,
  'playbook-runs': notAvailable,
  'playbook-run': notAvailable,
  notifications: notAvailable,
  agents: lazy(() =>
    import('../../features/agents/pages/AgentsPage.tsx').then((m) => ({ default: m.AgentsPage })),
  ),
  connections: notAvailable,
  users: notAvailable,
  jobs: notAvailable,
  'feature-flags': notAvailable,
  'event-queue': notAvailable,
  integrations: notAvailable,
  integration: notAvailable,
  team: notAvailable,
  'settings-resource': notAvailable,
  'settings-resource-item': notAvailable,
  'profile-settings': lazy(() =>
    import('../../features/identity/pages/ProfileSettingsPage.tsx').then((m) => ({
      default: m.ProfileSettingsPage,
    })),
  ),
};
