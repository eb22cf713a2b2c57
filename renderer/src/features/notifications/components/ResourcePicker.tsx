// A row chosen from the backend by name (a silence's resource, a rule's person, team or
// connection): typing searches on the server after 300 ms; the chosen row's label is remembered
// so it still shows when a search leaves it out.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { notificationPickerQuery } from '../../../api/services/notifications.ts';
import type {
  NotificationPickerKind,
  NotificationPickerRow,
} from '../../../api/services/notifications.types.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { Dropdown } from '../../../components/dropdown/Dropdown.tsx';
import type { DropdownOption } from '../../../components/dropdown/dropdown-options.ts';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue.ts';

function toOption(row: NotificationPickerRow, kind: NotificationPickerKind): DropdownOption {
  const detail = [row.type ?? row.email, row.namespace].filter(Boolean).join(' · ');
  // A rule's connection is referenced as connection://namespace/name.
  const value =
    kind === 'connection' ? `connection://${row.namespace ?? 'default'}/${row.name ?? ''}` : row.id;
  return { value, label: row.name || row.id, description: detail || undefined };
}

export function ResourcePicker(props: {
  kind: NotificationPickerKind;
  label: string;
  value: string;
  /** Shown for a value the loaded rows lack (an existing rule's person, say). */
  valueLabel?: string;
  placeholder: string;
  disabled?: boolean;
  onChange: (value: string, label: string) => void;
}) {
  const orgId = useOrgId();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<DropdownOption | null>(null);
  const term = useDebouncedValue(search, 300);
  const rows = useQuery(notificationPickerQuery(orgId, props.kind, term));
  const options = (rows.data ?? []).map((row) => toOption(row, props.kind));
  const { value } = props;
  if (value && !options.some((o) => o.value === value))
    options.unshift(chosen?.value === value ? chosen : { value, label: props.valueLabel ?? value });
  return (
    <Dropdown
      aria-label={props.label}
      options={options}
      value={value || undefined}
      placeholder={rows.isError ? `Could not load ${props.label}` : props.placeholder}
      disabled={props.disabled}
      onQueryChange={setSearch}
      onChange={(next) => {
        const option = options.find((o) => o.value === next) ?? null;
        setChosen(option);
        props.onChange(next, option?.label ?? next);
      }}
      fill
    />
  );
}
