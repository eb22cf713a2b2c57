// The frame of the link dialogs (a topology card's, a catalog item's): a searched choice
// (debounced by the caller), optional extra fields, Cancel, and Link — disabled until something
// is chosen.
import type { ReactNode } from 'react';
import { Button, FormGroup } from '@blueprintjs/core';
import { Dropdown } from '../dropdown/Dropdown.tsx';
import type { DropdownOption } from '../dropdown/dropdown-options.ts';
import { Modal } from '../modal/Modal.tsx';

export function LinkDialog(props: {
  title: string;
  label: string;
  placeholder: string;
  options: readonly DropdownOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  onQueryChange: (text: string) => void;
  /** Link is also disabled while this is false (e.g. who the user is not known yet). */
  ready?: boolean;
  pending: boolean;
  onLink: (value: string) => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { value } = props;
  return (
    <Modal
      isOpen
      size="small"
      title={props.title}
      onClose={props.onClose}
      footer={
        <>
          <Button text="Cancel" onClick={props.onClose} />
          <Button
            intent="primary"
            text="Link"
            disabled={!value || props.ready === false}
            loading={props.pending}
            onClick={() => {
              if (value) props.onLink(value);
            }}
          />
        </>
      }
    >
      <FormGroup label={props.label}>
        <Dropdown
          aria-label={props.label}
          placeholder={props.placeholder}
          options={props.options}
          value={value}
          onChange={props.onChange}
          onQueryChange={props.onQueryChange}
          fill
        />
      </FormGroup>
      {props.children}
    </Modal>
  );
}
