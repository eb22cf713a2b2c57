// Insight (analysis) types and incident types are one concept (spec 2 §69, §119) with two wire
// spellings of one member: insights say `technical_debt`, incidents `technicalDebt`. Both read
// "Technical Debt" with one icon; the wire values stay as each table has them.
import { ranked } from './build.ts';
import { defineVocabulary, find } from './vocabulary.ts';

/** Analysis types in spec order; rank has no meaning of seriousness here, only order. */
export const ANALYSIS_TYPE = ranked('analysis type', [
  ['cost', 'Cost', 'none', 'dollar'],
  ['availability', 'Availability', 'none', 'pulse'],
  ['performance', 'Performance', 'none', 'dashboard'],
  ['security', 'Security', 'none', 'shield'],
  ['integration', 'Integration', 'none', 'link'],
  ['compliance', 'Compliance', 'none', 'clipboard'],
  ['technical_debt', 'Technical Debt', 'none', 'wrench', ['technicalDebt']],
  ['reliability', 'Reliability', 'none', 'heart'],
  ['recommendation', 'Recommendation', 'none', 'lightbulb'],
  ['other', 'Other', 'none', 'info-sign'],
] as const);

/** The incidents table's type values (spec 2 §119). */
export const INCIDENT_TYPE_VALUES = [
  'cost',
  'availability',
  'performance',
  'security',
  'integration',
  'compliance',
  'technicalDebt',
  'reliability',
] as const;

/** Incident types: the same entries under the incidents table's spellings. */
export const INCIDENT_TYPE = defineVocabulary(
  'incident type',
  INCIDENT_TYPE_VALUES.map((value) => {
    const { label, intent, icon, rank } = find(ANALYSIS_TYPE, value)!;
    return { value, label, intent, icon, rank };
  }),
);
