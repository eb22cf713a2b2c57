// The incident list's filters (spec 2 §2): Type (with its icon), Severity, Status, Owner,
// Component, and the title search, written to the URL after 400 ms of quiet (spec 2 §9).
import { useEffect, useState, type ReactNode } from 'react';
import { Icon, InputGroup } from '@blueprintjs/core';
import type { IncidentListFilters } from '../../../api/services/incidents.ts';
import {
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
} from '../../../api/services/incidents.types.ts';
import { Dropdown } from '../../../components/dropdown/Dropdown.tsx';
import type { DropdownOption } from '../../../components/dropdown/dropdown-options.ts';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue.ts';
import { capitalise, typeIcon, typeLabel } from './incident-format.ts';
import type { IncidentFiltersPatch } from './incident-list-params.ts';

export const SEARCH_PLACEHOLDER = 'Search incidents';
/** Spec 2 §9: the incident search waits 400 ms. */
export const SEARCH_DEBOUNCE_MS = 400;
const ALL = 'all';

export interface NamedOption {
  id: string;
  name?: string | null;
  icon?: string | null;
  type?: string | null;
}

function SearchBox(props: { value: string; onChange: (value: string) => void }) {
  const { value, onChange } = props;
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed from elsewhere (a link, Back): the box follows it.
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced.trim() !== value) onChange(debounced);
    // Only a settled edit of the box writes the URL; URL changes alone must not loop back here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return (
    <InputGroup
      type="search"
      leftIcon="search"
      aria-label={SEARCH_PLACEHOLDER}
      placeholder={SEARCH_PLACEHOLDER}
      value={text}
      onValueChange={setText}
      className="mc-inc-search"
    />
  );
}

function Field(props: { label: string; children: ReactNode }) {
  return (
    <div className="mc-inc-filter">
      <span className="mc-inc-filter-label">{props.label}</span>
      {props.children}
    </div>
  );
}

/** 'All', then the values, keeping a current value the list lacks (a link from elsewhere). */
function withAll(options: DropdownOption[], current: string | undefined): DropdownOption[] {
  const known = !current || options.some((o) => o.value === current);
  return [
    { value: ALL, label: 'All' },
    ...options,
    ...(known ? [] : [{ value: current, label: current }]),
  ];
}

const typeOptions: DropdownOption[] = INCIDENT_TYPES.map((t) => ({
  value: t,
  label: typeLabel(t),
  icon: <Icon icon={typeIcon(t)} />,
}));
const severityOptions = INCIDENT_SEVERITIES.map((s) => ({ value: s, label: capitalise(s) }));
const statusOptions = INCIDENT_STATUSES.map((s) => ({ value: s, label: capitalise(s) }));

export function IncidentsToolbar(props: {
  filters: IncidentListFilters;
  people: readonly NamedOption[];
  components: readonly NamedOption[];
  onChange: (patch: IncidentFiltersPatch) => void;
}) {
  const { filters, onChange } = props;
  const select = (name: keyof IncidentFiltersPatch, label: string, options: DropdownOption[]) => (
    <Field label={label}>
      <Dropdown
        aria-label={label}
        options={withAll(options, filters[name])}
        value={filters[name] ?? ALL}
        onChange={(value) => onChange({ [name]: value })}
      />
    </Field>
  );
  return (
    <div className="mc-inc-toolbar" role="toolbar" aria-label="Incident filters">
      <SearchBox value={filters.search ?? ''} onChange={(search) => onChange({ search })} />
      {select('type', 'Type', typeOptions)}
      {select('severity', 'Severity', severityOptions)}
      {select('status', 'Status', statusOptions)}
      {select(
        'owner',
        'Owner',
        props.people.map((p) => ({ value: p.id, label: p.name ?? p.id })),
      )}
      {select(
        'component',
        'Component',
        props.components.map((c) => ({
          value: c.id,
          label: c.name ?? c.id,
          icon: <TypeIcon name={c.icon || c.type} fallback="cube" />,
        })),
      )}
    </div>
  );
}
