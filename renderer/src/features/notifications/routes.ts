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
      load: pageLoader(
        () => import('./pages/SendHistoryPage.tsx'),
        (m) => m.SendHistoryPage,
      ),
    },
    {
      path: paths.notificationRules(),
      title: 'Notification rules',
      ...NOTIFICATIONS,
      load: pageLoader(
        () => import('./pages/RulesPage.tsx'),
        (m) => m.RulesPage,
      ),
    },
    {
      path: paths.notificationSilences(),
      title: 'Silences',
      ...NOTIFICATIONS,
      load: pageLoader(
        () => import('./pages/SilencesPage.tsx'),
        (m) => m.SilencesPage,
      ),
    },
    {
      path: paths.addSilence(),
      title: 'Add silence',
      ...guard(['settings.notifications'], 'notifications', 'write'),
      load: pageLoader(
        () => import('./pages/AddSilencePage.tsx'),
        (m) => m.AddSilencePage,
      ),
    },
  ],
};
