// Form kit fields drawn as the console's searchable dropdown (components/dropdown: filtering,
// icons, descriptions): of given options, or of rows searched on the server as the user types
// (SearchPicker). Either is outlined in danger while the field has a message. They are 'custom'
// fields, so FieldList lays them out and validateFields checks them like any other.
import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { Dropdown } from '../dropdown/Dropdown.tsx';
import type { DropdownOption } from '../dropdown/dropdown-options.ts';
import {
  SearchPicker,
  type namedRowOption,
  type SearchPickerProps,
} from '../dropdown/SearchPicker.tsx';
import { customTextField } from './custom-text-field.ts';
import type { CustomFieldInput, FieldDef } from './field.ts';
import './dropdown-field.css';

export interface DropdownFieldProps {
  options: readonly DropdownOption[];
  placeholder?: string;
  /** When given, the caller searches (on the server) and `options` are the results. */
  onQueryChange?: (query: string) => void;
  /** Not choosable now (it waits for another field), besides the form's own disabled state. */
  disabled?: boolean;
}

/** `field` as a custom text field whose input `draw` makes, outlined while it has a message. */
function picked(
  field: Omit<FieldDef, 'kind' | 'render'>,
  draw: (value: string, input: CustomFieldInput) => ReactNode,
): FieldDef {
  return customTextField(field, (value, input) => (
    <div className={input.error ? 'mcd-dropdown-field-invalid' : undefined}>
      {draw(value, input)}
    </div>
  ));
}

/** `field` (id, label, validation…) drawn as a searchable dropdown of `props.options`. */
export function dropdownField(
  field: Omit<FieldDef, 'kind' | 'render'>,
  props: DropdownFieldProps,
): FieldDef {
  return picked(field, (value, input) => (
    <Dropdown
      aria-label={field.label}
      placeholder={props.placeholder}
      options={props.options}
      value={value || undefined}
      onChange={input.onChange}
      onQueryChange={props.onQueryChange}
      disabled={input.disabled || props.disabled}
      fill
    />
  ));
}

/** `field` drawn as a SearchPicker: a row chosen from those the server finds by name. */
export function searchField<R extends Parameters<typeof namedRowOption>[0], K extends QueryKey>(
  field: Omit<FieldDef, 'kind' | 'render'>,
  props: Omit<SearchPickerProps<R, K>, 'label' | 'value' | 'onChange'>,
): FieldDef {
  return picked(field, (value, input) => (
    <SearchPicker
      {...props}
      label={field.label}
      value={value}
      disabled={input.disabled || props.disabled}
      onChange={input.onChange}
    />
  ));
}
