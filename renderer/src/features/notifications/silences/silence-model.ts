// Silences as the screens show and edit them (spec 3 §2.9, §4, §5): the one resource a silence
// names (or its filter), how long it lasts, whether it has expired (until in the past), and the
// add/edit form's values, validation and the body of N9 / the patch of N10, where 'now'-relative
// times are converted to absolute ones before they are sent.
import type { SilenceInput, SilenceRow } from '../../../api/services/notifications.types.ts';
import { validateFields, type FieldDef } from '../../../components/form-kit/field.ts';
import type { FormErrors } from '../../../lib/form/useFormState.ts';
import { REQUIRED_TEXT } from '../../../lib/form/form-messages.ts';
import { parseTimestamp } from '../../../lib/format/timestamp.ts';
import { compactDuration } from '../../../lib/format/duration.ts';
import { parseDateInput } from '../../../lib/time/date-math.ts';
import { slugOf } from '../../../lib/text/slug.ts';

export type SilenceKind = 'config' | 'component' | 'check' | 'canary';

/** Each kind's label, and the key under which a silence row embeds its resource. */
export const SILENCE_KINDS = [
  { kind: 'config', label: 'Catalog', embed: 'catalog' },
  { kind: 'component', label: 'Component', embed: 'component' },
  { kind: 'check', label: 'Check', embed: 'checks' },
  { kind: 'canary', label: 'Canary', embed: 'canary' },
] as const satisfies readonly { kind: SilenceKind; label: string; embed: keyof SilenceRow }[];

export const TIME_TEXT = 'Enter a time such as now+2h or 2026-01-31 18:00';
export const UNTIL_AFTER_FROM_TEXT = 'Until must be after From';

export interface SilenceResource {
  kind: SilenceKind | 'filter';
  label: string;
  name: string;
  type?: string | null;
}

/** The resource a silence names; its filter or selectors when it names none. */
export function silenceResource(row: SilenceRow): SilenceResource {
  for (const { kind, label, embed } of SILENCE_KINDS) {
    const id = row[`${kind}_id`];
    if (id)
      return {
        kind,
        label,
        name: row[embed]?.name ?? id,
        type: row[embed]?.icon ?? row[embed]?.type,
      };
  }
  const filter = row.filter ?? (row.selectors ? JSON.stringify(row.selectors) : '');
  return { kind: 'filter', label: 'Filter', name: filter || row.name || '' };
}

const time = (value: string | null | undefined) => parseTimestamp(value)?.getTime() ?? null;

/** Expired: its until is in the past (a silence without until never expires). */
export function isExpired(row: Pick<SilenceRow, 'until'>, now: number): boolean {
  const until = time(row.until);
  return until !== null && until < now;
}

/** How long the silence lasts, to the minute ('8d', '4h 10m'), or 'Indefinitely'. */
export function silenceDuration(row: Pick<SilenceRow, 'from' | 'until' | 'created_at'>): string {
  const until = time(row.until);
  if (until === null) return 'Indefinitely';
  const from = time(row.from) ?? time(row.created_at);
  if (from === null) return '';
  const minutes = Math.round(Math.max(0, until - from) / 60_000);
  return minutes < 1 ? '<1m' : compactDuration(minutes * 60_000, 'm');
}

export interface SilenceEditValues {
  from: string;
  until: string;
  recursive: boolean;
  description: string;
}

/** What a new silence matches: one resource, or a filter (a CEL expression) with no resource. */
export type SilenceTarget = SilenceKind | 'filter';

/** A new silence names its one resource, or its filter and the other organisations it goes to. */
export interface SilenceFormValues extends SilenceEditValues {
  kind: SilenceTarget;
  resourceId: string;
  filter: string;
  /** Other organisations to add the same silence to (a filter means the same everywhere). */
  alsoIn: readonly string[];
}

export const EMPTY_SILENCE: SilenceFormValues = {
  kind: 'config',
  resourceId: '',
  filter: '',
  alsoIn: [],
  recursive: false,
  from: 'now',
  until: 'now+1h',
  description: '',
};

/** A typed time as an absolute ISO time ('now+2h' resolved against `now`); null when empty. */
export function absoluteTime(text: string, now: Date): string | null | undefined {
  if (text.trim() === '') return null;
  return parseDateInput(text, now)?.toISOString();
}

const timeError = (value: unknown) =>
  absoluteTime(typeof value === 'string' ? value : '', new Date()) === undefined
    ? TIME_TEXT
    : undefined;

/** The fields the add page and the edit dialog share, in the spec's order (spec 3 §2.9). */
export const SILENCE_FIELDS: readonly FieldDef[] = [
  { id: 'recursive', label: 'Recursive', kind: 'toggle' },
  {
    id: 'from',
    label: 'From',
    kind: 'text',
    help: 'A time, or now-relative such as now-1h',
    validate: timeError,
  },
  {
    id: 'until',
    label: 'Until',
    kind: 'text',
    help: 'Empty silences indefinitely; now+2h is two hours from now',
    validate: timeError,
  },
  { id: 'description', label: 'Reason', kind: 'textarea' },
];

/** Readable times (the fields' own messages), Until after From. */
export function validateSilenceEdit(values: SilenceEditValues): FormErrors<SilenceEditValues> {
  const errors: FormErrors<SilenceEditValues> = validateFields(
    SILENCE_FIELDS,
    (id) => values[id as keyof SilenceEditValues],
  );
  const now = new Date();
  const start = absoluteTime(values.from, now);
  const end = absoluteTime(values.until, now);
  if (start && end && Date.parse(end) <= Date.parse(start)) errors.until = UNTIL_AFTER_FROM_TEXT;
  return errors;
}

/** The shared fields' messages, and the one resource (or the filter) required. */
export function validateSilence(values: SilenceFormValues): FormErrors<SilenceFormValues> {
  const target = values.kind === 'filter' ? 'filter' : 'resourceId';
  const missing = values[target].trim() ? {} : { [target]: REQUIRED_TEXT };
  return { ...missing, ...validateSilenceEdit(values) };
}

/** N9's body: exactly one resource id or the filter, times absolute, description as the Reason. */
export function silenceInput(
  values: SilenceFormValues,
  resourceName: string,
  now: Date,
): SilenceInput {
  const { from, description, ...patch } = silencePatch(values, now);
  return {
    name: `${slugOf(resourceName) || values.kind}-${now.getTime().toString(36)}`,
    ...patch,
    description: description ?? undefined,
    from: from ?? undefined,
    ...(values.kind === 'filter'
      ? { filter: values.filter.trim() }
      : { [`${values.kind}_id`]: values.resourceId }),
  };
}

export function editValues(row: SilenceRow): SilenceEditValues {
  return {
    from: row.from ?? '',
    until: row.until ?? '',
    recursive: row.recursive ?? false,
    description: row.description ?? '',
  };
}

/** N10's patch: times absolute, an empty until meaning indefinitely (null). */
export function silencePatch(values: SilenceEditValues, now: Date) {
  return {
    from: absoluteTime(values.from, now) ?? null,
    until: absoluteTime(values.until, now) ?? null,
    recursive: values.recursive,
    description: values.description.trim() || null,
  };
}
