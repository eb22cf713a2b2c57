// The settings form's validate function for a kind: the YAML checks and the type form's at once,
// the kind's spec schema as soon as its validator has been fetched (spec-schemas/spec-validator.ts).
import { useMemo } from 'react';
import { useLoaded } from '../../../lib/hooks/useLoaded.ts';
import type { FormValues } from '../../../components/resource-form/ResourceForm.tsx';
import type { Validate } from '../../../lib/form/useFormState.ts';
import { typedSpecError } from '../editors/spec-editor-field.tsx';
import type { SettingsTableName } from '../settings-tables.ts';
import { validateSettingsWith } from '../spec-schemas/spec-form-validation.ts';
import { loadSpecValidator } from '../spec-schemas/spec-validator.ts';

export function useSpecValidator(table: SettingsTableName): Validate<FormValues> {
  // The schema helps, it does not gate: until it loads, or if it fails to, the YAML is checked.
  const validator = useLoaded(table, loadSpecValidator).value;
  return useMemo(
    () => validateSettingsWith(validator, (spec) => typedSpecError(table, spec)),
    [table, validator],
  );
}
