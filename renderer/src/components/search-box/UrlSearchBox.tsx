// A list's free-text search kept in the URL: the box edits freely, the URL is written once the
// text has settled (spec 2 §9: generic input debounce 400 ms), and the box follows the URL when it
// changes from elsewhere (a link, Back). Enter writes it at once. The URL catching up with what
// the box wrote is not a change from elsewhere: typing on while it does must not lose keys (a
// pause of 400 ms mid-word wrote the first half, and the box was then set back to it).
import { useEffect, useState } from 'react';
import { InputGroup } from '@blueprintjs/core';
import { useDebouncedValue } from '../../lib/hooks/useDebouncedValue.ts';

/** A search box writes the URL this long after typing (spec 2 §9: generic input debounce). */
export const URL_SEARCH_DEBOUNCE_MS = 400;

/** The box's text after the URL's value changed: kept when the URL only caught up with the
 * box's settled text (the user may have typed on since), else the URL's value (a link, Back). */
export function followUrl(value: string, box: { text: string; settled: string }): string {
  return value.trim() === box.settled.trim() ? box.text : value;
}

export function UrlSearchBox(props: {
  value: string;
  onChange: (value: string) => void;
  /** Also the box's accessible name. */
  placeholder: string;
  className?: string;
  /** URL_SEARCH_DEBOUNCE_MS when not given (the logs search waits 500 ms, spec 2 §9). */
  debounceMs?: number;
}) {
  const { value, onChange } = props;
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const debounced = useDebouncedValue(text, props.debounceMs ?? URL_SEARCH_DEBOUNCE_MS);
  if (value !== seen) {
    setSeen(value);
    setText(followUrl(value, { text, settled: debounced }));
  }
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
