// Notifications (spec 3 §2.9): send history, rules and silences as tabs that are routes, and
// adding a silence (write on notifications).
import { paths } from '../../lib/routing/paths.ts';
import { guard, pageLoader, type FeatureManifest } from '../../lib/routing/feature-manifest.ts';

const NOTIFICATIONS = guard(['settings.notifications'], 'notifications');

export const manifest: FeatureManifest = {
  routes: [
    {
      path: paths.notifications(),
      title: 'Notifications',
      ...NOTIFICATIONS,
      load: pageLoader(() => import('./pages/SendHistoryPage.tsx'), 'SendHistoryPage'),
      lists: () =>
        import('./send-history/send-history.tsx').then((m) => [m.sendHistoryList([], {})]),
    },
    {
      path: paths.notificationRules(),
      title: 'Notification rules',
      ...NOTIFICATIONS,
      load: pageLoader(() => import('./pages/RulesPage.tsx'), 'RulesPage'),
      lists: () => import('./rules/rules-list.tsx').then((m) => [m.rulesList(() => undefined)]),
    },
    {
      path: paths.notificationSilences(),
      title: 'Silences',
      ...NOTIFICATIONS,
      load: pageLoader(() => import('./pages/SilencesPage.tsx'), 'SilencesPage'),
      lists: () =>
        import('./silences/silences-list.tsx').then((m) => [
          m.silencesList({ now: Date.now(), canDelete: false, onDelete: () => undefined }),
        ]),
    },
    {
      path: paths.addSilence(),
      title: 'Add silence',
      ...guard(['settings.notifications'], 'notifications', 'write'),
      load: pageLoader(() => import('./pages/AddSilencePage.tsx'), 'AddSilencePage'),
    },
  ],
};
