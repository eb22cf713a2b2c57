// How the incident list shows its values (spec 2 §3): statuses and severities capitalised, the
// types with their words split ('technicalDebt' reads 'Technical Debt'), an icon per type and an
// intent per severity.
import type { IconName, Intent } from '@blueprintjs/core';
import type { IncidentSeverity, IncidentType } from '../../../api/services/incidents.types.ts';

export function capitalise(value: string | null | undefined): string {
  if (!value) return '';
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** 'technicalDebt' → 'Technical Debt'. */
export function typeLabel(type: string | null | undefined): string {
  return capitalise((type ?? '').replace(/([a-z])([A-Z])/g, '$1 $2')).replace(
    / ([a-z])/g,
    (_m, c: string) => ` ${c.toUpperCase()}`,
  );
}

const TYPE_ICONS: Record<IncidentType, IconName> = {
  availability: 'pulse',
  cost: 'dollar',
  performance: 'dashboard',
  security: 'shield',
  integration: 'link',
  compliance: 'clipboard',
  technicalDebt: 'build',
  reliability: 'heart',
};

export function typeIcon(type: string | null | undefined): IconName {
  return TYPE_ICONS[type as IncidentType] ?? 'issue';
}

const SEVERITY_INTENTS: Record<IncidentSeverity, Intent> = {
  low: 'none',
  medium: 'primary',
  high: 'warning',
  critical: 'danger',
  blocker: 'danger',
};

export function severityIntent(severity: string | null | undefined): Intent {
  return SEVERITY_INTENTS[severity?.toLowerCase() as IncidentSeverity] ?? 'none';
}

export const statusLabel = (status: string | null | undefined) => capitalise(status);
