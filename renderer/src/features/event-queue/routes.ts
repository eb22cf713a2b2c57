// Event queue status (spec 3 §2.7), in the fixed head of the Settings menu.
import { paths } from '../../lib/routing/paths.ts';
import { pageLoader, singleScreen } from '../../lib/routing/feature-manifest.ts';

export const manifest = singleScreen({
  path: paths.settings.eventQueue(),
  title: 'Event Queue',
  guard: { features: ['settings.event_queue_status'], resource: 'database', action: 'read' },
  load: pageLoader(() => import('./pages/EventQueuePage.tsx'), 'EventQueuePage'),
  lists: () => import('./pages/EventQueuePage.tsx').then((m) => [m.EVENT_QUEUE_LIST]),
  nav: {
    id: 'event-queue',
    label: 'Event Queue',
    icon: 'layers',
    section: 'settings-head',
    order: 5,
  },
});
