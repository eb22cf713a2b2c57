// The incident list's filters as data (spec 2 §2, §9): the title search (written after the shared
// debounce), Type with its icon, Severity, Status (open until the user picks another; 'all' in the
// URL turns that off), Owner and Component (options from the server). The URL codec and the
// toolbar derive from this list; the topology card links here with ?type=&component=&severity=.
import { Icon } from '@blueprintjs/core';
import { componentNamesQuery } from '../../../api/services/catalog-changes.ts';
import type { IncidentListFilters } from '../../../api/services/incidents.ts';
import { peopleQuery } from '../../../api/services/teams.ts';
import {
  componentOption,
  queryOptionsLoader,
} from '../../../components/resource-list/query-options.tsx';
import type { ResourceFilter } from '../../../components/resource-list/resource-definition.ts';
import { SEVERITY_OPTIONS, STATUS_OPTIONS, TYPE_OPTIONS, typeIcon } from './incident-format.ts';

export const INCIDENT_FILTERS: readonly ResourceFilter[] = [
  { param: 'search', kind: 'search', label: 'Search', placeholder: 'Search incidents' },
  {
    param: 'type',
    label: 'Type',
    searchable: true,
    options: TYPE_OPTIONS.map((o) => ({ ...o, icon: <Icon icon={typeIcon(o.value)} /> })),
  },
  {
    param: 'severity',
    label: 'Severity',
    searchable: true,
    options: SEVERITY_OPTIONS,
  },
  {
    param: 'status',
    label: 'Status',
    searchable: true,
    // Spec 2 §9: the default incident filter is status open, type all.
    defaultValue: 'open',
    options: STATUS_OPTIONS,
  },
  {
    param: 'owner',
    label: 'Owner',
    searchable: true,
    options: queryOptionsLoader(peopleQuery, (p) => ({ value: p.id, label: p.name ?? p.id })),
  },
  {
    param: 'component',
    label: 'Component',
    searchable: true,
    options: queryOptionsLoader(componentNamesQuery, componentOption),
  },
];

/** The incident query's filters from the decoded list state. */
export function incidentFilters(values: Readonly<Record<string, string>>): IncidentListFilters {
  const { type, severity, status, owner, component, search } = values;
  return { type, severity, status, owner, component, search };
}
