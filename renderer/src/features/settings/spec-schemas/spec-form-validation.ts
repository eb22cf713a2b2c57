// The settings form's validation with the kind's spec schema: what validateSettings checks
// (name and spec given, labels JSON, spec a YAML mapping), then the schema's messages on the Spec
// field, the first few of them so the field stays readable.
import { parse as parseYaml } from 'yaml';
import type { FormValues } from '../../../components/resource-form/ResourceForm.tsx';
import type { Validate } from '../../../lib/form/useFormState.ts';
import { validateSettings } from '../settings-form.ts';
import type { SpecValidator } from './spec-validator.ts';

export const MAX_SPEC_MESSAGES = 5;

/** The messages as the Spec field's one line of error text. */
export function specErrorText(messages: readonly string[]): string {
  const shown = messages.slice(0, MAX_SPEC_MESSAGES).join('; ');
  const more = messages.length - MAX_SPEC_MESSAGES;
  return more > 0 ? `${shown}; and ${more} more` : shown;
}

/** validateSettings, plus the schema's verdict on the spec once the validator has loaded. */
export function validateSettingsWith(validator: SpecValidator | null): Validate<FormValues> {
  if (!validator) return validateSettings;
  return (values) => {
    const errors = validateSettings(values);
    if (errors.spec) return errors;
    const messages = validator(parseYaml(values.spec ?? '') as unknown);
    return messages.length > 0 ? { ...errors, spec: specErrorText(messages) } : errors;
  };
}
