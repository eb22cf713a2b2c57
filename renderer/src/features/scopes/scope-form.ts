// The 'Add Scope' / 'Edit Scope' form (spec 5-access §2.2, §5): Name (required), Namespace (shown
// read-only, for declarative scopes only), Description and the targets; the row ↔ the form's
// values, the checks with the spec's messages, and what a save writes. A scope declared as a
// Kubernetes resource (source not 'UI') is shown, not changed: its targets as YAML.
import { stringify as stringifyYaml } from 'yaml';
import { UI_SOURCE, type ScopeInput, type ScopeRow } from '../../api/services/scopes.ts';
import { validateFields, type FieldDef } from '../../components/form-kit/field.ts';
import {
  asTargets,
  cleanTargets,
  kindOf,
  targetsError,
  type ScopeTarget,
} from '../../components/scope-targets/scope-targets.ts';

export const NAME_REQUIRED_TEXT = 'Name is required';
export const READ_ONLY_TEXT =
  'Read-Only Mode: This resource is managed by Kubernetes CRD and cannot be edited from the UI.';

export interface ScopeFormValues {
  name: string;
  namespace: string;
  description: string;
  targets: ScopeTarget[];
}

/** Made in the console (or new): editable and deletable here. */
export const isUiScope = (row: Pick<ScopeRow, 'source'> | null): boolean =>
  !row?.source || row.source === UI_SOURCE;

export function scopeFormValues(row: ScopeRow | null): ScopeFormValues {
  return {
    name: row?.name ?? '',
    namespace: row?.namespace ?? '',
    description: row?.description ?? '',
    targets: asTargets(row?.targets),
  };
}

/** The fields before the targets; the namespace only for a declarative scope. */
export function scopeFields(declarative: boolean): readonly FieldDef[] {
  const name: FieldDef = {
    id: 'name',
    label: 'Name',
    kind: 'text',
    required: true,
    requiredText: NAME_REQUIRED_TEXT,
    placeholder: 'Scope name',
  };
  const namespace: FieldDef = { id: 'namespace', label: 'Namespace', kind: 'readonly' };
  const description: FieldDef = {
    id: 'description',
    label: 'Description',
    kind: 'textarea',
    multiline: true,
    placeholder: 'What the scope covers',
  };
  return declarative ? [name, namespace, description] : [name, description];
}

export function validateScope(values: ScopeFormValues): Record<string, string> {
  const errors = validateFields(scopeFields(false), (id) => values[id as keyof ScopeFormValues]);
  const targets = targetsError(values.targets);
  return targets ? { ...errors, targets } : errors;
}

/** What a save writes: trimmed text (empty as null), the targets cleaned (scope-targets.ts). */
export function scopeInput(values: ScopeFormValues): ScopeInput {
  return {
    name: values.name.trim(),
    namespace: values.namespace.trim() || null,
    description: values.description.trim() || null,
    targets: cleanTargets(values.targets),
  };
}

/** A declarative scope's targets as the YAML it was declared with. */
export const targetsYaml = (targets: readonly ScopeTarget[]): string =>
  targets.length === 0 ? '[]\n' : stringifyYaml(targets);

/** The Targets column: '{n} target(s)'. */
export const targetsCount = (row: Pick<ScopeRow, 'targets'>): number =>
  asTargets(row.targets).length;

export const targetsText = (count: number) => `${count} target(s)`;

/** The kinds a scope's targets name, for the list's tooltip ('config, playbook'). */
export function targetKinds(row: Pick<ScopeRow, 'targets'>): string {
  const kinds = asTargets(row.targets).map((target) => kindOf(target) ?? '?');
  return [...new Set(kinds)].join(', ');
}
