// `team`, `people`, `component`, `config` and `check` parameters: the id of a row chosen from the
// backend (PostgREST), narrowed by `properties.filter`; typing searches names on the server after
// 300 ms. The chosen row's label is remembered so it still shows when a search leaves it out.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { playbookPickerQuery } from '../../../../api/services/playbooks.ts';
import type { PickerKind, PickerRow } from '../../../../api/services/playbooks.types.ts';
import { Dropdown } from '../../../../components/dropdown/Dropdown.tsx';
import type { DropdownOption } from '../../../../components/dropdown/dropdown-options.ts';
import { useDebouncedValue } from '../../../../lib/hooks/useDebouncedValue.ts';
import type { ParamFieldProps, SpecOf } from './field-props.ts';

export const PICKER_SEARCH_DEBOUNCE_MS = 300;

const PLACEHOLDER: Record<PickerKind, string> = {
  team: 'Select a team…',
  people: 'Select a person…',
  component: 'Select a component…',
  config: 'Select a config…',
  check: 'Select a check…',
};

function toOption(row: PickerRow): DropdownOption {
  const detail = [row.type ?? row.email, row.namespace].filter(Boolean).join(' · ');
  return { value: row.id, label: row.name || row.id, description: detail || undefined };
}

export function PickerParamField({
  orgId,
  spec,
  value,
  onChange,
}: Pick<ParamFieldProps<SpecOf<'picker'>>, 'orgId' | 'spec' | 'value' | 'onChange'>) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<DropdownOption | null>(null);
  const term = useDebouncedValue(search, PICKER_SEARCH_DEBOUNCE_MS);
  const rows = useQuery(playbookPickerQuery(orgId, spec.kind, spec.filter, term));
  const options = (rows.data ?? []).map(toOption);
  // A default id (or an earlier choice) that the current page of rows does not include.
  const known = chosen?.value === value ? chosen : undefined;
  if (value && !options.some((o) => o.value === value))
    options.unshift(known ?? { value, label: value });
  const placeholder = rows.isError
    ? `Could not load ${spec.kind === 'people' ? 'people' : `${spec.kind}s`}`
    : rows.isPending
      ? 'Loading…'
      : PLACEHOLDER[spec.kind];
  return (
    <Dropdown
      aria-label={spec.label}
      options={options}
      value={value || undefined}
      placeholder={placeholder}
      onQueryChange={setSearch}
      onChange={(id) => {
        setChosen(options.find((o) => o.value === id) ?? null);
        onChange(id);
      }}
      fill
    />
  );
}
