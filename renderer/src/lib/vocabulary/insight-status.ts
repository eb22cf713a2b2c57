// An insight's status (config_analysis.status): open until its analyzer resolves it or a user
// silences it. The counts on badges (a topology card, the catalog's Insights column) are open ones.
import { ranked } from './build.ts';

export const INSIGHT_STATUS = ranked('insight status', [
  ['open', 'Open', 'warning', null],
  ['silenced', 'Silenced', 'none', null],
  ['resolved', 'Resolved', 'success', null],
] as const);
