// The settings form's validation with the kind's spec schema: what validateSettings checks
// (name and spec given, labels JSON, spec a YAML mapping), then the type form's first problem in
// the spec's words ('URL: This field is required'), then the schema's messages on the Spec
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

/**
 * validateSettings, then `typed` (the type form's first problem, for kinds that have one), then
 * the schema's verdict on the spec once the validator has loaded.
 */
export function validateSettingsWith(
  validator: SpecValidator | null,
  typed: (spec: string) => string | undefined = () => undefined,
): Validate<FormValues> {
  return (values) => {
    const errors = validateSettings(values);
    if (errors.spec) return errors;
    const form = typed(values.spec ?? '');
    if (form) return { ...errors, spec: form };
    if (!validator) return errors;
    const messages = validator(parseYaml(values.spec ?? '') as unknown);
    return messages.length > 0 ? { ...errors, spec: specErrorText(messages) } : errors;
  };
}
