// A form kit field that edits a string map as key/value rows (an agent's or a rule's properties):
// its value is the rows (rowsFromMap of the stored map; rowsToMap on save), read-only while the
// form is.
import { KeyValueEditor } from '../key-value-editor/KeyValueEditor.tsx';
import type { KeyValueRow } from '../key-value-editor/key-value-rows.ts';
import type { FieldDef } from './field.ts';

export const keyValueField = (id: string, label: string): FieldDef => ({
  id,
  label,
  kind: 'custom',
  render: (input) => (
    <KeyValueEditor
      rows={Array.isArray(input.value) ? (input.value as KeyValueRow[]) : []}
      readOnly={input.disabled}
      onChange={input.onChange}
    />
  ),
});
