// A list's free-text search kept in the URL: the box edits freely, the URL is written once the
// text has settled (spec 2 §9: generic input debounce 400 ms), and the box follows the URL when it
// changes from elsewhere (a link, Back). Enter writes it at once.
import { useEffect, useState } from 'react';
import { InputGroup } from '@blueprintjs/core';
import { useDebouncedValue } from '../../lib/hooks/useDebouncedValue.ts';

export const SEARCH_DEBOUNCE_MS = 400;

export function UrlSearchBox(props: {
  value: string;
  onChange: (value: string) => void;
  /** Also the box's accessible name. */
  placeholder: string;
  className?: string;
  /** SEARCH_DEBOUNCE_MS when not given (the logs search waits 500 ms, spec 2 §9). */
  debounceMs?: number;
}) {
  const { value, onChange } = props;
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const debounced = useDebouncedValue(text, props.debounceMs ?? SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced.trim() !== value) onChange(debounced);
    // Only a settled edit of the box writes the URL; URL changes alone must not loop back here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return (
    <InputGroup
      type="search"
      leftIcon="search"
      aria-label={props.placeholder}
      placeholder={props.placeholder}
      value={text}
      onValueChange={setText}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && text.trim() !== value) onChange(text);
      }}
      className={props.className}
    />
  );
}
