import type { ReactNode } from 'react';
import type { CustomFieldInput, FieldDef } from './field.ts';

/** `field` drawn by `render`, which is given the value as text ('' when it is not text). */
export function customTextField(
  field: Omit<FieldDef, 'kind' | 'render'>,
  render: (value: string, input: CustomFieldInput) => ReactNode,
): FieldDef {
  return {
    ...field,
    kind: 'custom',
    render: (input) => render(typeof input.value === 'string' ? input.value : '', input),
  };
}
