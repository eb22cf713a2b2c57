// The settings form's validate function for a kind: the YAML checks at once, the kind's spec
// schema as soon as its validator has been fetched (spec-schemas/spec-validator.ts).
import { useEffect, useMemo, useState } from 'react';
import type { FormValues } from '../../../components/resource-form/ResourceForm.tsx';
import type { Validate } from '../../../lib/form/useFormState.ts';
import { withTypedSpec } from '../editors/spec-editor-field.tsx';
import type { SettingsTableName } from '../settings-tables.ts';
import { validateSettingsWith } from '../spec-schemas/spec-form-validation.ts';
import { loadSpecValidator, type SpecValidator } from '../spec-schemas/spec-validator.ts';

export function useSpecValidator(table: SettingsTableName): Validate<FormValues> {
  const [validator, setValidator] = useState<SpecValidator | null>(null);
  useEffect(() => {
    let current = true;
    loadSpecValidator(table).then(
      (loaded) => {
        if (current) setValidator(() => loaded);
      },
      // The schema helps, it does not gate: without it the form checks the YAML as before.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [table]);
  return useMemo(() => withTypedSpec(table, validateSettingsWith(validator)), [table, validator]);
}
