// The incident list's filters (spec 2 §2): Type (with its icon), Severity, Status, Owner,
// Component, and the title search, written to the URL after 400 ms of quiet (spec 2 §9).
import { type ReactNode } from 'react';
import { Icon } from '@blueprintjs/core';
import type { IncidentListFilters } from '../../../api/services/incidents.ts';
import {
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
} from '../../../api/services/incidents.types.ts';
import { Dropdown } from '../../../components/dropdown/Dropdown.tsx';
import { UrlSearchBox } from '../../../components/search-box/UrlSearchBox.tsx';
import type { DropdownOption } from '../../../components/dropdown/dropdown-options.ts';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { capitalise, typeIcon, typeLabel } from './incident-format.ts';
import type { IncidentFiltersPatch } from './incident-list-params.ts';

export const SEARCH_PLACEHOLDER = 'Search incidents';
const ALL = 'all';

export interface NamedOption {
  id: string;
  name?: string | null;
  icon?: string | null;
  type?: string | null;
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
      <UrlSearchBox
        value={filters.search ?? ''}
        onChange={(search) => onChange({ search })}
        placeholder={SEARCH_PLACEHOLDER}
        className="mc-inc-search"
      />
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
