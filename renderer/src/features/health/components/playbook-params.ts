// Playbook run form values (spec 1 §5): defaults from the server, checkbox values as 'true'/'false',
// and required parameters reported with 'This field is required'.
import type { PlaybookParameter } from '../../../api/services/health.types.ts';

export const REQUIRED_TEXT = 'This field is required';
export const NO_PARAMETERS_TEXT = 'No parameters for this playbook.';

export function initialParamValues(params: readonly PlaybookParameter[]): Record<string, string> {
  return Object.fromEntries(
    params.map((p) => [p.name, p.default ?? (p.type === 'checkbox' ? 'false' : '')]),
  );
}

export function paramErrors(
  params: readonly PlaybookParameter[],
  values: Record<string, string>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const p of params)
    if (p.required && p.type !== 'checkbox' && !(values[p.name] ?? '').trim())
      errors[p.name] = REQUIRED_TEXT;
  return errors;
}

/** Options of a `list` parameter (`properties.options: [{label, value}]`). */
export function listOptions(param: PlaybookParameter): { label: string; value: string }[] {
  const options = (param.properties as { options?: unknown } | undefined)?.options;
  if (!Array.isArray(options)) return [];
  return options.flatMap((o: unknown) => {
    const item = o as { label?: unknown; value?: unknown };
    return typeof item.value === 'string'
      ? [{ value: item.value, label: typeof item.label === 'string' ? item.label : item.value }]
      : [];
  });
}
