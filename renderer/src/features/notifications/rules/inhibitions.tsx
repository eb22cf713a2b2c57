// A rule's inhibitions (spec 4-views §2.12, §5): each one suppresses the notifications of the
// resources related to the one notified (in a direction, from a resource type to others, to a
// depth, through soft relationships too) within the repeat interval and wait-for window. Stored
// in `notifications.inhibitions` as `[{direction, from, to[], depth?, soft?}]`; the form edits
// `to` as a YAML list.
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import type { FieldDef } from '../../../components/form-kit/field.ts';
import { titleCase } from '../../../lib/text/title-case.ts';
import { repeatedField, type RepeatedItem } from '../../../components/form-kit/repeated-field.tsx';

export const DIRECTIONS = ['outgoing', 'incoming', 'all'] as const;

export const FROM_REQUIRED_TEXT = 'From resource type is required';
export const TO_YAML_TEXT = 'Invalid YAML format. Must be an array of resource types';
export const TO_ARRAY_TEXT = 'Must be an array of resource types';
export const TO_STRINGS_TEXT = 'All items must be strings';
export const TO_EMPTY_TEXT = 'At least one resource type is required';

export interface Inhibition {
  direction: string;
  from: string;
  to: string[];
  depth?: number;
  soft?: boolean;
}

/** 'To Resource Types' as a YAML list: the spec's four messages, in its order. */
export function toTypesError(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value : '';
  if (text.trim() === '') return TO_EMPTY_TEXT;
  let parsed: unknown;
  try {
    parsed = parseYaml(text);
  } catch {
    return TO_YAML_TEXT;
  }
  if (!Array.isArray(parsed)) return TO_ARRAY_TEXT;
  if (!parsed.every((item) => typeof item === 'string')) return TO_STRINGS_TEXT;
  return parsed.length === 0 ? TO_EMPTY_TEXT : undefined;
}

const INHIBITION_FIELDS: readonly FieldDef[] = [
  {
    id: 'direction',
    label: 'Direction',
    kind: 'select',
    options: DIRECTIONS,
    optionLabel: titleCase,
  },
  {
    id: 'from',
    label: 'From Resource Type',
    kind: 'text',
    required: true,
    requiredText: FROM_REQUIRED_TEXT,
    placeholder: 'e.g. Kubernetes::Pod',
  },
  { id: 'depth', label: 'Depth', kind: 'number', min: 1 },
  {
    id: 'to',
    label: 'To Resource Types',
    kind: 'textarea',
    placeholder: '- Kubernetes::Deployment\n- Kubernetes::ReplicaSet',
    help: 'A YAML list of resource types',
    validate: toTypesError,
  },
  { id: 'soft', label: 'Soft Relationships', kind: 'toggle' },
];

export const inhibitionsField: FieldDef = repeatedField({
  id: 'inhibitions',
  label: 'Inhibitions',
  help: 'Configure inhibition rules to prevent notification storms',
  addText: 'Add Inhibition',
  itemTitle: (n) => `Inhibition Rule ${n}`,
  fields: INHIBITION_FIELDS,
  blank: () => ({ direction: 'outgoing', from: '', to: '', depth: '', soft: false }),
});

/** A stored inhibition as the form's item. */
export function inhibitionItem(inhibition: Partial<Inhibition>): RepeatedItem {
  const to = Array.isArray(inhibition.to) ? inhibition.to : [];
  return {
    direction: inhibition.direction || 'outgoing',
    from: inhibition.from ?? '',
    to: to.length > 0 ? stringifyYaml(to) : '',
    depth: typeof inhibition.depth === 'number' ? String(inhibition.depth) : '',
    soft: inhibition.soft === true,
  };
}

/** The form's items as stored (valid items: the form refuses a save otherwise); none is null. */
export function inhibitionsBody(items: readonly RepeatedItem[]): Inhibition[] | null {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const stored = items.map((item): Inhibition => {
    const to = parseYaml(text(item.to)) as unknown;
    const depth = text(item.depth) === '' ? NaN : Number(text(item.depth));
    return {
      direction: text(item.direction) || 'outgoing',
      from: text(item.from),
      to: Array.isArray(to) ? to.map(String) : [],
      ...(Number.isFinite(depth) ? { depth } : {}),
      ...(item.soft === true ? { soft: true } : {}),
    };
  });
  return stored.length > 0 ? stored : null;
}
