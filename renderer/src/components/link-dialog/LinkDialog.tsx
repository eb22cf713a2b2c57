// The frame of the link dialogs (a topology card's, a catalog item's): a choice searched on the
// server (after LOOKUP_DEBOUNCE_MS of quiet, not kept offline), optional extra fields, Cancel, and
// Link — disabled until something is chosen.
import { useState, type ReactNode } from 'react';
import { Button, FormGroup } from '@blueprintjs/core';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useOrgId } from '../../session/org-context.tsx';
import { useDebouncedValue } from '../../lib/hooks/useDebouncedValue.ts';
import { Dropdown } from '../dropdown/Dropdown.tsx';
import type { DropdownOption } from '../dropdown/dropdown-options.ts';
import { Modal } from '../modal/Modal.tsx';

/** Remote option lookups wait 500 ms of quiet (spec 2 §9). */
export const LOOKUP_DEBOUNCE_MS = 500;

export function LinkDialog<T, K extends QueryKey>(props: {
  title: string;
  label: string;
  placeholder: string;
  /** The choices matching the search text, in the current organisation. */
  lookup: (orgId: string, search: string) => UseQueryOptions<T[], Error, T[], K>;
  option: (row: T) => DropdownOption;
  /** Link is also disabled while this is false (e.g. who the user is not known yet). */
  ready?: boolean;
  pending: boolean;
  onLink: (value: string) => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const orgId = useOrgId();
  const [text, setText] = useState('');
  const [value, setValue] = useState<string | undefined>();
  const search = useDebouncedValue(text, LOOKUP_DEBOUNCE_MS);
  const found = useQuery({ ...props.lookup(orgId, search), meta: { persist: false } });
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
          options={(found.data ?? []).map(props.option)}
          value={value}
          onChange={setValue}
          onQueryChange={setText}
          fill
        />
      </FormGroup>
      {props.children}
    </Modal>
  );
}
