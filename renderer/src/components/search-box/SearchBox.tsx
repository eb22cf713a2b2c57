// A box that narrows a list on screen as it is typed (a chooser's choices, a multi-select's
// options): the search icon, and its placeholder as its accessible name. A search kept in the URL
// is UrlSearchBox.
import { InputGroup } from '@blueprintjs/core';

export function SearchBox(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <InputGroup
      leftIcon="search"
      placeholder={props.label}
      aria-label={props.label}
      value={props.value}
      onValueChange={props.onChange}
      autoFocus={props.autoFocus}
    />
  );
}
