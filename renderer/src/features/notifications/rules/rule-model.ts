// A notification rule as its form edits it (spec 3 §2.9, §5; reference §4.8 N3): name, events
// (required, from the list of §5), filter, the recipient (exactly one of Person, Team or Others —
// a custom service with a connection; switching clears the others), template, repeat interval
// (required, at least a minute, sent in nanoseconds), wait_for (nanoseconds), properties and
// inhibitions (inhibitions.tsx).
import type { RuleRow } from '../../../api/services/notifications.types.ts';
import { rowsFromMap, rowsToMap } from '../../../components/key-value-editor/key-value-rows.ts';
import type { KeyValueRow } from '../../../components/key-value-editor/key-value-rows.ts';
import { formatDurationNs, parseDurationNs } from '../../../lib/format/duration.ts';
import type { RepeatedItem } from '../../../components/form-kit/repeated-field.tsx';
import { inhibitionItem, inhibitionsBody, type Inhibition } from './inhibitions.tsx';

export const RULE_EVENTS = [
  'check.failed',
  'check.passed',
  'component.healthy',
  'component.unhealthy',
  'component.unknown',
  'component.warning',
  'config.created',
  'config.deleted',
  'config.healthy',
  'config.unhealthy',
  'config.unknown',
  'config.updated',
  'config.warning',
  'playbook.approval.inserted',
  'playbook.spec.approval.updated',
] as const;

/**
 * The events the form offers: the spec's list, then any other event the rule already has (e.g.
 * `playbook.failed`, `incident.created`, which the backend accepts), so an existing rule's events
 * all show ticked and can be unticked, instead of vanishing from the form while still saved.
 */
export function ruleEventChoices(chosen: readonly string[]): readonly string[] {
  const known = new Set<string>(RULE_EVENTS);
  const others = chosen.filter(
    (event, index) => !known.has(event) && chosen.indexOf(event) === index,
  );
  return [...RULE_EVENTS, ...others];
}

export const REPEAT_INTERVAL_CHOICES = [
  '3m',
  '5m',
  '10m',
  '15m',
  '30m',
  '1h',
  '4h',
  '8h',
  '1d',
  '3d',
  '7d',
] as const;

export const MIN_DURATION_TEXT = 'Duration must be greater than 1 minute';
export const DURATION_TEXT = 'Enter a duration such as 30m, 4h or 1d';

export type RecipientKind = 'person' | 'team' | 'others';

const MINUTE_NS = 60e9;

/** A stored duration (nanoseconds, as a number or a numeric string, or Go text like '4h'). */
function durationText(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const ns = typeof value === 'number' ? value : parseDurationNs(value);
  return ns === undefined ? String(value) : formatDurationNs(ns);
}

export interface RuleFormValues {
  name: string;
  title: string;
  events: readonly string[];
  filter: string;
  recipient: RecipientKind;
  personId: string;
  teamId: string;
  connection: string;
  template: string;
  repeatInterval: string;
  waitFor: string;
  properties: readonly KeyValueRow[];
  inhibitions: readonly RepeatedItem[];
}

/** The form's values: the rule's, or a new rule's (sent to a person, nothing chosen yet). */
export function ruleFormValues(rule: RuleRow | null): RuleFormValues {
  const service = rule?.custom_services?.[0];
  const properties = Object.fromEntries(
    Object.entries(rule?.properties ?? {}).map(([k, v]) => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  );
  return {
    name: rule?.name ?? '',
    title: rule?.title ?? '',
    events: rule?.events ?? [],
    filter: rule?.filter ?? '',
    recipient: rule?.team_id ? 'team' : service ? 'others' : 'person',
    personId: rule?.person_id ?? '',
    teamId: rule?.team_id ?? '',
    connection: service?.connection ?? '',
    template: rule?.template ?? '',
    repeatInterval: durationText(rule?.repeat_interval),
    waitFor: durationText(rule?.wait_for),
    properties: rowsFromMap(properties),
    inhibitions: (rule?.inhibitions ?? []).map((i) => inhibitionItem(i as Partial<Inhibition>)),
  };
}

/** The repeat interval's own message: a duration of at least a minute. */
export function repeatIntervalError(value: unknown): string | undefined {
  const ns = parseDurationNs(typeof value === 'string' ? value : '');
  if (ns === undefined) return DURATION_TEXT;
  return ns < MINUTE_NS ? MIN_DURATION_TEXT : undefined;
}

/** Wait for's own message: empty, or a duration. */
export const waitForError = (value: unknown) =>
  typeof value === 'string' && value.trim() && parseDurationNs(value) === undefined
    ? DURATION_TEXT
    : undefined;

/** N3's body: exactly one recipient (the others null), durations in nanoseconds. */
export function ruleBody(values: RuleFormValues): Record<string, unknown> {
  const properties = rowsToMap(values.properties);
  const waitFor = parseDurationNs(values.waitFor);
  return {
    name: values.name.trim(),
    title: values.title.trim() || null,
    events: [...values.events],
    filter: values.filter.trim() || null,
    template: values.template.trim() || null,
    person_id: values.recipient === 'person' ? values.personId : null,
    team_id: values.recipient === 'team' ? values.teamId : null,
    custom_services:
      values.recipient === 'others'
        ? [{ name: connectionName(values.connection), connection: values.connection.trim() }]
        : null,
    repeat_interval: parseDurationNs(values.repeatInterval) ?? null,
    wait_for: waitFor ?? null,
    properties: Object.keys(properties).length > 0 ? properties : null,
    inhibitions: inhibitionsBody(values.inhibitions),
  };
}

function connectionName(connection: string): string {
  const last = connection.trim().split('/').pop();
  return last || 'custom';
}

/** Save is offered only for rules made in the console (source UI) or new ones. */
export function isEditable(rule: Pick<RuleRow, 'source'> | null): boolean {
  return !rule?.source || rule.source === 'UI';
}
