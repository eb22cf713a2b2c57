// Event queue status (spec 3 §2.7), in the fixed head of the Settings menu.
import { paths } from '../../app/paths.ts';
import { guard, pageLoader, type FeatureManifest } from '../../lib/routing/feature-manifest.ts';

const EVENT_QUEUE = guard(['settings.event_queue_status'], 'database');

export const manifest: FeatureManifest = {
  routes: [
    {
      path: '/settings/event-queue-status',
      title: 'Event Queue',
      ...EVENT_QUEUE,
      load: pageLoader(
        () => import('./pages/EventQueuePage.tsx'),
        (m) => m.EventQueuePage,
      ),
    },
  ],
  nav: [
    {
      id: 'event-queue',
      label: 'Event Queue',
      icon: 'layers',
      to: paths.settings.eventQueue(),
      features: EVENT_QUEUE.features,
      resource: 'database',
      section: 'settings-head',
      order: 5,
    },
  ],
};
