// How incidents show their types, severities and statuses, in every list, filter and select:
// labels and icons from the one vocabulary (lib/vocabulary), so 'technicalDebt' reads
// 'Technical Debt' with the insights' icon.
import type { IconName } from '@blueprintjs/core';
import { INCIDENT_SEVERITIES } from '../../../api/services/incidents.types.ts';
import { INCIDENT_STATUS } from '../../../lib/vocabulary/incident-status.ts';
import { INCIDENT_TYPE } from '../../../lib/vocabulary/issue-type.ts';
import { SEVERITY } from '../../../lib/vocabulary/severity.ts';
import { labelOf, lookup, optionsOf } from '../../../lib/vocabulary/vocabulary.ts';

/** 'technicalDebt' → 'Technical Debt'. */
export const typeLabel = (type: string | null | undefined): string => labelOf(INCIDENT_TYPE, type);

export const typeIcon = (type: string | null | undefined): IconName =>
  lookup(INCIDENT_TYPE, type).icon ?? 'issue';

export const TYPE_OPTIONS = optionsOf(INCIDENT_TYPE);
/** The incidents' severities in the vocabulary's order (low … blocker, critical). */
export const SEVERITY_OPTIONS = optionsOf(SEVERITY).filter((o) =>
  (INCIDENT_SEVERITIES as readonly string[]).includes(o.value),
);
export const STATUS_OPTIONS = optionsOf(INCIDENT_STATUS);
