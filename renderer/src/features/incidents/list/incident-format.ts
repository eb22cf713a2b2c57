// How the incident list shows its types: label and icon from the one vocabulary
// (lib/vocabulary), so 'technicalDebt' reads 'Technical Debt' with the insights' icon. Kept as
// named helpers because the list toolbar imports them.
import type { IconName } from '@blueprintjs/core';
import { INCIDENT_TYPE } from '../../../lib/vocabulary/issue-type.ts';
import { labelOf, lookup } from '../../../lib/vocabulary/vocabulary.ts';

export { titleCase as capitalise } from '../../../lib/text/title-case.ts';

/** 'technicalDebt' → 'Technical Debt'. */
export const typeLabel = (type: string | null | undefined): string => labelOf(INCIDENT_TYPE, type);

export const typeIcon = (type: string | null | undefined): IconName =>
  lookup(INCIDENT_TYPE, type).icon ?? 'issue';
