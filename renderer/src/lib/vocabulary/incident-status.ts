// Incident statuses (spec 2 §3: new → closed, the lifecycle's order) and hypothesis statuses (spec
// 2 §4: proven → disproven, most to least likely). Rank is their order here, not seriousness; the
// specs give them no colours, so every screen shows them as plain tags and options.
import { ranked } from './build.ts';

export const INCIDENT_STATUS = ranked('incident status', [
  ['new', 'New', 'none', null],
  ['open', 'Open', 'none', null],
  ['investigating', 'Investigating', 'none', null],
  ['mitigated', 'Mitigated', 'none', null],
  ['resolved', 'Resolved', 'none', null],
  ['closed', 'Closed', 'none', null],
] as const);

export const HYPOTHESIS_STATUS = ranked('hypothesis status', [
  ['proven', 'Proven', 'none', null],
  ['likely', 'Likely', 'none', null],
  ['possible', 'Possible', 'none', null],
  ['unlikely', 'Unlikely', 'none', null],
  ['improbable', 'Improbable', 'none', null],
  ['disproven', 'Disproven', 'none', null],
] as const);
