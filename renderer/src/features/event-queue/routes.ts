// Event queue status (spec 3 §2.7), in the fixed head of the Settings menu.
import { guard, pageLoader, singleScreen } from '../../lib/routing/feature-manifest.ts';
import { paths } from '../../lib/routing/paths.ts';

export const manifest = singleScreen(paths.settings.eventQueue(), {
  guard: guard(['settings.event_queue_status'], 'database'),
  load: pageLoader(() => import('./pages/EventQueuePage.tsx'), 'EventQueuePage'),
  list: () => import('./pages/EventQueuePage.tsx').then((m) => m.EVENT_QUEUE_LIST),
  nav: { label: 'Event Queue', icon: 'layers', section: 'settings-head', order: 5 },
});
