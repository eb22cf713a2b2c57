// A form kit field drawn as the console's searchable dropdown (components/dropdown: filtering,
// icons, descriptions, a server search through `onQueryChange`), outlined in danger while the
// field has a message. It is a 'custom' field, so FieldList lays it out and validateFields checks
// it like any other.
import { Dropdown } from '../dropdown/Dropdown.tsx';
import type { DropdownOption } from '../dropdown/dropdown-options.ts';
import type { FieldDef } from './field.ts';
import './dropdown-field.css';

export interface DropdownFieldProps {
  options: readonly DropdownOption[];
  placeholder?: string;
  /** When given, the caller searches (on the server) and `options` are the results. */
  onQueryChange?: (query: string) => void;
  /** Not choosable now (it waits for another field), besides the form's own disabled state. */
  disabled?: boolean;
}

/** `field` (id, label, validation…) drawn as a searchable dropdown of `props.options`. */
export function dropdownField(
  field: Omit<FieldDef, 'kind' | 'render'>,
  props: DropdownFieldProps,
): FieldDef {
  return {
    ...field,
    kind: 'custom',
    render: (input) => (
      <div className={input.error ? 'mcd-dropdown-field-invalid' : undefined}>
        <Dropdown
          aria-label={field.label}
          placeholder={props.placeholder}
          options={props.options}
          value={typeof input.value === 'string' && input.value ? input.value : undefined}
          onChange={input.onChange}
          onQueryChange={props.onQueryChange}
          disabled={input.disabled || props.disabled}
          fill
        />
      </div>
    ),
  };
}
