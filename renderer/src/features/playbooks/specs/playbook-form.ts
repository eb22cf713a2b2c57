// The playbook form (spec 3 §2.10, §5): title and spec required, the spec written as YAML and
// checked against the playbook spec schema (parameters, resource selectors, actions with exactly
// one kind each); name (derived from the title when left empty), icon, description, category and
// the source, which the server sets to UI for new playbooks.
import { parse, stringify } from 'yaml';
import { z } from 'zod';
import type { PlaybookSpec, PlaybookWrite } from '../../../api/services/playbook-runs.types.ts';
import { fieldsValidator, type FieldDef } from '../../../components/form-kit/field.ts';
import { REQUIRED_TEXT } from '../../../lib/form/form-messages.ts';
import { groupedBy } from '../../../lib/data/grouped-by.ts';
import { slugOf } from '../../../lib/text/slug.ts';

export interface PlaybookFormValues {
  title: string;
  name: string;
  icon: string;
  description: string;
  category: string;
  source: string;
  spec: string;
}

export const ACTION_KINDS = [
  'exec',
  'http',
  'sql',
  'gitops',
  'github',
  'azureDevopsPipeline',
  'prometheus',
  'pod',
  'logs',
  'notification',
  'ai',
] as const;

const PARAM_TYPES = [
  'check',
  'checkbox',
  'code',
  'component',
  'config',
  'configs',
  'duration',
  'list',
  'people',
  'team',
  'text',
  'bytes',
  'millicores',
  'secret',
] as const;

/** A resource selector: its types, and text fields the server matches by. */
const selectorSchema = z.looseObject({
  types: z.array(z.string()).optional(),
  ...Object.fromEntries(
    ['labelSelector', 'fieldSelector', 'name', 'namespace', 'search'].map((key) => [
      key,
      z.string().optional(),
    ]),
  ),
});

const actionSchema = z
  .looseObject({ name: z.string().min(1, 'must be a non-empty string') })
  .superRefine((action, ctx) => {
    const kinds = ACTION_KINDS.filter((k) => k in action);
    if (kinds.length !== 1)
      ctx.addIssue({
        code: 'custom',
        message:
          kinds.length === 0
            ? `needs one of ${ACTION_KINDS.join(', ')}`
            : `has more than one action kind (${kinds.join(', ')})`,
      });
  });

/** The playbook spec schema (the part the console can check before sending). */
export const playbookSpecSchema = z.looseObject({
  title: z.string().optional(),
  description: z.string().optional(),
  category: z.string().optional(),
  icon: z.string().optional(),
  parameters: z
    .array(
      z.looseObject({
        name: z.string().min(1, 'must be a non-empty string'),
        label: z.string().optional(),
        type: z.enum(PARAM_TYPES).optional(),
        required: z.boolean().optional(),
        default: z.string().optional(),
      }),
    )
    .optional(),
  configs: z.array(selectorSchema).optional(),
  checks: z.array(selectorSchema).optional(),
  components: z.array(selectorSchema).optional(),
  actions: z
    .array(actionSchema, {
      error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list of actions'),
    })
    .min(1, 'at least one action is required'),
});

/** `spec.actions[0].name` for a zod path. */
function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : `${text}.${String(part)}`),
    'spec',
  );
}

/** The spec parsed, or the message saying why it is not valid. */
export function parseSpec(text: string): { spec: Record<string, unknown> } | { error: string } {
  if (!text.trim()) return { error: REQUIRED_TEXT };
  let value: unknown;
  try {
    value = parse(text);
  } catch (error) {
    const first = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    return { error: `Invalid YAML: ${first}` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { error: 'The spec must be a YAML object' };
  const checked = playbookSpecSchema.safeParse(value);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    return { error: `${pathText(issue.path)}: ${issue.message}` };
  }
  return { spec: value as Record<string, unknown> };
}

const DNS_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The form's fields; each group carries `mc-pb-form-<id>`, by which the fields are found. */
export const PLAYBOOK_FIELDS: readonly FieldDef[] = (
  [
    {
      id: 'title',
      label: 'Title',
      kind: 'text',
      required: true,
      placeholder: 'Restart deployment',
      wide: true,
    },
    {
      id: 'name',
      label: 'Name',
      kind: 'text',
      placeholder: 'derived from the title when empty',
      validate: (value) =>
        text(value).trim() && !DNS_NAME.test(text(value).trim())
          ? 'Use lower case letters, digits and dashes (a DNS-1123 name)'
          : undefined,
    },
    { id: 'category', label: 'Category', kind: 'text', placeholder: 'Other when empty' },
    { id: 'icon', label: 'Icon', kind: 'text', placeholder: 'e.g. kubernetes' },
    { id: 'description', label: 'Description', kind: 'textarea' },
    { id: 'source', label: 'Source', kind: 'readonly', wide: true },
    {
      id: 'spec',
      label: 'Spec',
      kind: 'code',
      reportInvalid: true,
      language: 'yaml',
      size: 'large',
      required: true,
      validate: (value) => {
        const parsed = parseSpec(text(value));
        return 'error' in parsed ? parsed.error : undefined;
      },
    },
  ] satisfies FieldDef[]
).map((field) => ({ ...field, className: `mc-pb-form-${field.id}` }));

export const validatePlaybookForm = fieldsValidator<PlaybookFormValues>(PLAYBOOK_FIELDS);

/** A name from the title: `Restart Pod!` → `restart-pod`. */
export const nameFromTitle = (title: string) => slugOf(title).slice(0, 63);

export const NEW_SPEC = `actions:
  - name: say-hello
    exec:
      script: echo "hello from {{.config.name}}"
configs:
  - types:
      - Kubernetes::Deployment
parameters: []
`;

export function toFormValues(row: PlaybookSpec | null): PlaybookFormValues {
  return {
    title: row?.title ?? '',
    name: row?.name ?? '',
    icon: row?.icon ?? '',
    description: row?.description ?? '',
    category: row?.category ?? '',
    source: row?.source ?? 'UI',
    spec: !row ? NEW_SPEC : row.spec ? stringify(row.spec) : '',
  };
}

/** What P5 sends; call only with values that validate. */
export function toPlaybookWrite(values: PlaybookFormValues): PlaybookWrite {
  const parsed = parseSpec(values.spec);
  if ('error' in parsed) throw new Error(parsed.error);
  const blank = (text: string) => (text.trim() ? text.trim() : null);
  return {
    name: values.name.trim() || nameFromTitle(values.title),
    title: values.title.trim(),
    icon: blank(values.icon),
    description: blank(values.description),
    category: values.category.trim(),
    spec: parsed.spec,
  };
}

/** Where a playbook can run, from its spec's resource selectors. */
export type ResourceKind = 'config' | 'check' | 'component';
export function runTargets(spec: Record<string, unknown> | null | undefined) {
  const kinds: readonly ResourceKind[] = ['config', 'check', 'component'];
  return kinds.flatMap((kind) => {
    const selectors: unknown = spec?.[`${kind}s`];
    if (!Array.isArray(selectors) || selectors.length === 0) return [];
    const types = selectors.flatMap((s: unknown) => {
      const listed = s && typeof s === 'object' ? (s as { types?: unknown }).types : undefined;
      return Array.isArray(listed) ? listed.filter((t): t is string => typeof t === 'string') : [];
    });
    return [{ kind, types }];
  });
}

/** Cards by category ('Other' when none, last), each by title. */
export function groupByCategory(rows: readonly PlaybookSpec[]): [string, PlaybookSpec[]][] {
  return [...groupedBy(rows, (row) => row.category?.trim() || 'Other')]
    .sort(([a], [b]) => (a === 'Other' ? 1 : b === 'Other' ? -1 : a.localeCompare(b)))
    .map(([category, list]) => [
      category,
      list.sort((x, y) => (x.title || x.name).localeCompare(y.title || y.name)),
    ]);
}
