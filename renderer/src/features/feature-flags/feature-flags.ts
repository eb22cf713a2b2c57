// Feature flags as the screen shows them (spec 3 §2.7, §5, §8): the effective properties (local
// ones first, read-only) joined with their database rows (who set them, when), and the form's rule.
import type { PropertyRow, WireProperty } from '../../api/services/properties.ts';
import { isEmptyValue, fieldsValidator, type FieldDef } from '../../components/form-kit/field.ts';

export const ALL_DETAILS_TEXT = 'please provide all details';
export const LOCAL_READ_ONLY_TEXT = 'Cannot edit local feature flags';

export interface FeatureFlag {
  name: string;
  value: string;
  description: string;
  source: string;
  createdBy: { id: string; name?: string | null; avatar?: string | null } | null;
  createdAt: string | null;
  updatedAt: string | null;
}

/** Local properties first (as the backend lists them), each joined with its database row. */
export function mergeFlags(
  effective: readonly WireProperty[],
  rows: readonly PropertyRow[],
): FeatureFlag[] {
  const byName = new Map(rows.map((row) => [row.name, row]));
  return effective.map((property) => {
    const row = byName.get(property.name);
    return {
      name: property.name,
      value: property.value,
      description: property.description ?? '',
      source: property.source ?? 'db',
      createdBy: row && typeof row.created_by === 'object' ? (row.created_by ?? null) : null,
      createdAt: row?.created_at ?? null,
      updatedAt: row?.updated_at ?? null,
    };
  });
}

export interface FlagValues {
  name: string;
  value: string;
}

// Both are needed, with the spec's own message rather than the kit's 'required' one.
const allDetails = (value: unknown) => (isEmptyValue(value) ? ALL_DETAILS_TEXT : undefined);

/** The flag's editable fields; the name is fixed once the flag exists. */
export const FLAG_FIELDS: readonly FieldDef[] = [
  { id: 'name', label: 'Name', kind: 'text', lockedWhenEditing: true, validate: allDetails },
  { id: 'value', label: 'Value', kind: 'text', validate: allDetails },
];

export const validateFlag = fieldsValidator<FlagValues>(FLAG_FIELDS);

export const NO_DESCRIPTION_TEXT = 'No description';

/**
 * The Description the dialog shows (spec 3 §2.7: name, value, description, source). The properties
 * table has no description column (upstream's neither): the backend describes the properties it
 * knows in `GET /api/properties`, so a flag's text comes from there, also for a name being added.
 */
export function flagDescription(
  name: string,
  flags: readonly Pick<WireProperty, 'name' | 'description'>[],
): string {
  const key = name.trim();
  return flags.find((flag) => flag.name === key)?.description || NO_DESCRIPTION_TEXT;
}
