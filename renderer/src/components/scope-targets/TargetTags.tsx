// A target's tags in the key-value editor, written as its `tagSelector` (`k=v,k2=v2`). The rows
// are kept here so that a half-typed row (no key yet) survives until it has one; a value changed
// from outside (another target removed above this one) replaces them.
import { useState } from 'react';
import { KeyValueEditor } from '../key-value-editor/KeyValueEditor.tsx';
import { tagRows, tagSelectorOf } from './scope-targets.ts';

export function TargetTags(props: {
  value: string;
  disabled: boolean;
  onChange: (tagSelector: string) => void;
}) {
  const { value, onChange } = props;
  const [rows, setRows] = useState(() => tagRows(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== tagSelectorOf(rows)) setRows(tagRows(value));
  }
  return (
    <KeyValueEditor
      rows={rows}
      readOnly={props.disabled}
      keyPlaceholder="Tag"
      onChange={(next) => {
        setRows(next);
        onChange(tagSelectorOf(next));
      }}
    />
  );
}
