// Editor for string maps (labels, properties): add and remove rows (spec 1 §2). Controlled by
// rows so that half-typed rows with empty keys survive re-renders; use rowsToMap on save.
import { Button, InputGroup } from '@blueprintjs/core';
import type { KeyValueRow } from './key-value-rows.ts';
import { duplicateKeys, newRowId } from './key-value-rows.ts';
import './KeyValueEditor.css';

export type KeyValueEditorProps = {
  rows: readonly KeyValueRow[];
  onChange: (rows: KeyValueRow[]) => void;
  keyPlaceholder?: string;
  valuePlaceholder?: string;
  readOnly?: boolean;
};

export function KeyValueEditor({
  rows,
  onChange,
  keyPlaceholder = 'Key',
  valuePlaceholder = 'Value',
  readOnly,
}: KeyValueEditorProps) {
  const duplicates = duplicateKeys(rows);
  const update = (id: string, patch: Partial<KeyValueRow>) =>
    onChange(rows.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  return (
    <div className="mc-kv-editor" role="group" aria-label="Key-value pairs">
      {rows.map((row, index) => (
        <div className="mc-kv-row" key={row.id}>
          <InputGroup
            aria-label={`Key ${index + 1}`}
            placeholder={keyPlaceholder}
            value={row.key}
            readOnly={readOnly}
            intent={duplicates.has(row.key.trim()) ? 'danger' : 'none'}
            onValueChange={(key) => update(row.id, { key })}
          />
          <InputGroup
            aria-label={`Value ${index + 1}`}
            placeholder={valuePlaceholder}
            value={row.value}
            readOnly={readOnly}
            onValueChange={(value) => update(row.id, { value })}
          />
          {!readOnly && (
            <Button
              icon="trash"
              variant="minimal"
              aria-label={`Remove row ${index + 1}`}
              onClick={() => onChange(rows.filter((r) => r.id !== row.id))}
            />
          )}
        </div>
      ))}
      {!readOnly && (
        <Button
          icon="add"
          variant="minimal"
          size="small"
          onClick={() => onChange([...rows, { id: newRowId(), key: '', value: '' }])}
        >
          Add
        </Button>
      )}
    </div>
  );
}
