// Notifications (spec 3 §2.9): send history, rules and silences as tabs that are routes, and
// adding a silence (write on notifications).
import { paths } from '../../lib/routing/paths.ts';
import * as route from '../../lib/routing/feature-manifest.ts';

const NOTIFICATIONS = route.guard(['settings.notifications'], 'notifications');
const history = route.pageLoader(() => import('./pages/SendHistoryPage.tsx'), 'SendHistoryPage');
const rules = route.pageLoader(() => import('./pages/RulesPage.tsx'), 'RulesPage');
const silences = route.pageLoader(() => import('./pages/SilencesPage.tsx'), 'SilencesPage');
const addSilence = route.pageLoader(() => import('./pages/AddSilencePage.tsx'), 'AddSilencePage');
const historyList = () =>
  import('./send-history/send-history.tsx').then((m) => [m.sendHistoryList([], {})]);
const rulesList = () => import('./rules/rules-list.tsx').then((m) => [m.rulesList()]);
const silencesList = () =>
  import('./silences/silences-list.tsx').then((m) => [m.silencesList(Date.now())]);

export const manifest: route.FeatureManifest = {
  routes: [
    route.screen(paths.notifications(), 'Notifications', NOTIFICATIONS, history, historyList),
    route.screen(paths.notificationRules(), 'Notification rules', NOTIFICATIONS, rules, rulesList),
    route.screen(paths.notificationSilences(), 'Silences', NOTIFICATIONS, silences, silencesList),
    route.screen(
      paths.addSilence(),
      'Add silence',
      route.guard(['settings.notifications'], 'notifications', 'write'),
      addSilence,
    ),
  ],
};
