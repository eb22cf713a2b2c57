// Health (spec 2 §133: healthy, unhealthy, warning, unknown; spec 1 §117 status dots). The aliases
// are the other words check and group statuses use for the same colours: degraded, missing and
// an all-unhealthy group ('bad') and a topology component's error are unhealthy, suspended is
// unknown, a mixed group is a warning; a check result reads passed (healthy) or failed (unhealthy).
// The rows' order is the order of seriousness the screens sort by (topology: most serious first).
// An empty health is unknown (gray): spec 4 reads an empty value as 'Unknown'.
import { ranked } from './build.ts';

export const HEALTH = ranked('health', [
  ['healthy', 'Healthy', 'success', 'tick-circle', ['good', 'passed', 'passing']],
  ['unknown', 'Unknown', 'none', 'help', ['suspended']],
  ['warning', 'Warning', 'warning', 'warning-sign', ['mixed']],
  ['unhealthy', 'Unhealthy', 'danger', 'error', ['degraded', 'missing', 'bad', 'failing', 'error']],
] as const);
export type Health = (typeof HEALTH.entries)[number]['value'];
