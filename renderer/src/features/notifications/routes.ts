// Notifications (spec 3 §2.10): send history, rules and silences, and adding a silence.
import { guard, pageLoader, type FeatureManifest } from '../../lib/routing/feature-manifest.ts';

const NOTIFICATIONS = guard(['settings.notifications'], 'notifications');
const load = pageLoader(
  () => import('../../app/pages/NotAvailablePage.tsx'),
  (m) => m.NotAvailablePage,
);

export const manifest: FeatureManifest = {
  routes: [
    { path: '/notifications', title: 'Notifications', ...NOTIFICATIONS, load },
    { path: '/notifications/rules', title: 'Notification rules', ...NOTIFICATIONS, load },
    { path: '/notifications/silences', title: 'Silences', ...NOTIFICATIONS, load },
    {
      path: '/notifications/silences/add',
      title: 'Add silence',
      ...guard(['settings.notifications'], 'notifications', 'write'),
      load,
    },
  ],
};
