// How often main polls an organisation's checks for notifications (minutes; 0 is off). Its own
// module: the organisation profile (orgs.ts) stores it, and the healthWatch channels
// (health-watch.ts) import orgs.ts.
import { z } from 'zod';

export const HEALTH_WATCH_INTERVALS = [0, 1, 5, 15] as const;
export const HealthWatchIntervalSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(5),
  z.literal(15),
]);
export type HealthWatchInterval = z.infer<typeof HealthWatchIntervalSchema>;
