// A validated free-text filter (the kind 'text'): a box with its label, optional suggestions in
// a datalist ('All' among them clears it), and the filter's own message under it while the text
// does not pass the check. Only text that passes (or none) reaches the list; what the user typed
// stays in the box until then, so a half-typed value is never sent.
import { useId, useState } from 'react';
import { FormGroup, InputGroup } from '@blueprintjs/core';

/** The message for `text`, or undefined when the filter takes it (empty text always passes). */
export function textFilterError(
  validate: ((text: string) => string | undefined) | undefined,
  text: string,
): string | undefined {
  return text.trim() === '' ? undefined : validate?.(text.trim());
}

export function TextFilter(props: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  validate?: (text: string) => string | undefined;
  /** Offered as the user types; an 'All' is added first and clears the filter. */
  suggestions?: readonly string[];
  placeholder?: string;
}) {
  const id = useId();
  const [text, setText] = useState(props.value ?? '');
  // The value changed elsewhere (cleared, a link): the box follows it.
  const [written, setWritten] = useState(props.value);
  if (written !== props.value) {
    setWritten(props.value);
    setText(props.value ?? '');
  }
  const error = textFilterError(props.validate, text);
  const edit = (typed: string) => {
    const next = typed === 'All' ? '' : typed;
    setText(next);
    if (textFilterError(props.validate, next) !== undefined) return;
    const value = next.trim() === '' ? undefined : next.trim();
    setWritten(value);
    props.onChange(value);
  };
  const intent = error ? 'danger' : 'none';
  return (
    <FormGroup
      inline
      className="mcd-filter-text"
      label={<span className="mcd-filter-label">{props.label}</span>}
      labelFor={id}
      intent={intent}
      helperText={error}
    >
      <InputGroup
        id={id}
        placeholder={props.placeholder ?? 'All'}
        list={props.suggestions && `${id}-suggestions`}
        value={text}
        intent={intent}
        onValueChange={edit}
      />
      {props.suggestions && (
        <datalist id={`${id}-suggestions`}>
          {['All', ...props.suggestions].map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
    </FormGroup>
  );
}
