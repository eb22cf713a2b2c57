// Severities (spec 1 §124 "Common severities", spec 2 §117, spec 3 "Analysis severities"): info,
// warning, low, medium, high, blocker, critical, in that order of seriousness (spec 2's incident
// numbers: 1 medium, 2 high, 3 blocker, 4 critical). Insights, changes, incidents, checks and the
// fleet inbox all read this one scale. Colours: the specs name none; the scale covers all seven
// values (the catalog's former mapping) so high and above are red, medium and warning amber,
// low blue and info plain — one mapping on every screen.
import { ranked } from './build.ts';

export const SEVERITY = ranked('severity', [
  ['info', 'Info', 'none', 'info-sign', ['informational']],
  ['warning', 'Warning', 'warning', 'warning-sign', ['warn']],
  ['low', 'Low', 'primary', null],
  ['medium', 'Medium', 'warning', null],
  ['high', 'High', 'danger', null],
  ['blocker', 'Blocker', 'danger', 'error'],
  ['critical', 'Critical', 'danger', 'error'],
] as const);

/** Changes use the common severities (spec 2 §1 Changes filter; issue 32 item 11). */
export const CHANGE_SEVERITY = SEVERITY;
