// How update-checks.ts reaches the windows: a verified or unsigned update becomes
// `update:available` (kept for windows opened later), a refused one an `app:notice`.
import { publishNotice } from '../events/core-events.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { UpdateCheckOptions } from './update-checks.ts';

export function updateAnnouncements(
  bus: EventBus,
  log?: (message: string, error?: unknown) => void,
): Pick<UpdateCheckOptions, 'announce' | 'refuse'> {
  return {
    announce: (offer) => bus.publish('update:available', offer),
    refuse: (version, reason) =>
      publishNotice(
        bus,
        {
          level: 'error',
          title: `Update ${version} refused`,
          message: `The downloaded update was deleted and will not be installed: ${reason}.`,
        },
        log,
      ),
  };
}
