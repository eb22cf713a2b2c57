// The dashboard's filters (spec 2 §2): Health, Type, Team, Labels, Agent and Sort, from the
// facets of the topology answer; and the preferences menu.
import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { LabelFilterPopover } from '../../../components/label-filter/LabelFilterPopover.tsx';
import type { LabelFilter } from '../../../lib/labels/label-filter.ts';
import { FIELD_SORT_PREFIX, STANDARD_SORTS, type Sort } from '../card-model.ts';
import { TopologyPreferences } from './TopologyPreferences.tsx';

const ALL = 'all';

export interface TopologyToolbarProps {
  status: string | undefined;
  statuses: readonly string[];
  type: string | undefined;
  types: readonly string[];
  team: string | undefined;
  teams: readonly string[];
  labels: LabelFilter;
  labelChoices: readonly string[];
  agentId: string | undefined;
  agents: readonly { id: string; name: string }[];
  sort: Sort;
  customSorts: readonly string[];
  onChange: (patch: {
    status?: string | undefined;
    type?: string | undefined;
    team?: string | undefined;
    labels?: LabelFilter;
    agentId?: string | undefined;
    sort?: Sort;
  }) => void;
}

function Filter(props: {
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <FormGroup label={props.label} inline>
      <HTMLSelect
        aria-label={props.label}
        value={props.value ?? ALL}
        onChange={(e) =>
          props.onChange(e.currentTarget.value === ALL ? undefined : e.currentTarget.value)
        }
        options={[{ value: ALL, label: 'All' }, ...props.options]}
      />
    </FormGroup>
  );
}

const plain = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

export function TopologyToolbar(props: TopologyToolbarProps) {
  const { onChange } = props;
  const sortOptions = [
    ...STANDARD_SORTS.map((s) => ({ value: s.value, label: s.label })),
    ...props.customSorts.map((name) => ({ value: `${FIELD_SORT_PREFIX}${name}`, label: name })),
  ];
  const capitalised = props.statuses.map((s) => ({
    value: s,
    label: s.charAt(0).toUpperCase() + s.slice(1),
  }));
  return (
    <div className="mc-topo-toolbar" role="toolbar" aria-label="Topology filters">
      <Filter
        label="Health"
        value={props.status}
        options={capitalised}
        onChange={(status) => onChange({ status })}
      />
      <Filter
        label="Type"
        value={props.type}
        options={plain(props.types)}
        onChange={(type) => onChange({ type })}
      />
      <Filter
        label="Team"
        value={props.team}
        options={plain(props.teams)}
        onChange={(team) => onChange({ team })}
      />
      <FormGroup label="Labels" inline>
        <LabelFilterPopover
          labels={props.labelChoices}
          value={props.labels}
          onChange={(labels) => onChange({ labels })}
        />
      </FormGroup>
      <Filter
        label="Agent"
        value={props.agentId}
        options={props.agents.map((a) => ({ value: a.id, label: a.name }))}
        onChange={(agentId) => onChange({ agentId })}
      />
      <FormGroup label="Sort" inline>
        <HTMLSelect
          aria-label="Sort by"
          value={props.sort.sortBy}
          onChange={(e) => onChange({ sort: { ...props.sort, sortBy: e.currentTarget.value } })}
          options={sortOptions}
        />
        <Button
          variant="minimal"
          icon={props.sort.sortOrder === 'asc' ? 'sort-asc' : 'sort-desc'}
          aria-label={props.sort.sortOrder === 'asc' ? 'Ascending' : 'Descending'}
          title={props.sort.sortOrder === 'asc' ? 'Ascending' : 'Descending'}
          onClick={() =>
            onChange({
              sort: { ...props.sort, sortOrder: props.sort.sortOrder === 'asc' ? 'desc' : 'asc' },
            })
          }
        />
      </FormGroup>
      <TopologyPreferences />
    </div>
  );
}
