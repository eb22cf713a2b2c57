// The inventory's filters (spec 2 §2): config type (with type icons), Group By, Labels, Status,
// Health, the search box (debounced) and the 'Hide Deleted Catalog' preference.
import { type ReactNode } from 'react';
import { Switch } from '@blueprintjs/core';
import { Dropdown } from '../../../components/dropdown/Dropdown.tsx';
import { UrlSearchBox } from '../../../components/search-box/UrlSearchBox.tsx';
import { LabelFilterPopover } from '../../../components/label-filter/LabelFilterPopover.tsx';
import { TriStateFilter } from '../../../components/resource-list/TriStateFilter.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import type { LabelFilter } from '../../../lib/labels/label-filter.ts';
import { HEALTH_OPTIONS, type CatalogPatch } from './catalog-params.ts';
import { GroupByMenu } from './GroupByMenu.tsx';

export const SEARCH_PLACEHOLDER = 'Search for configs';
const ALL = 'all';

function Field(props: { label: string; children: ReactNode }) {
  return (
    <div className="mc-catalog-filter">
      <span className="mc-catalog-filter-label">{props.label}</span>
      {props.children}
    </div>
  );
}

export function CatalogToolbar(props: {
  configType: string | undefined;
  configTypes: readonly string[];
  groupBy: readonly string[];
  groupByOptions: readonly string[];
  onGroupByChange: (next: string[]) => void;
  labels: LabelFilter;
  labelChoices: readonly string[];
  status: string | undefined;
  statuses: readonly string[];
  health: string | undefined;
  search: string;
  hideDeleted: boolean;
  onHideDeletedChange: (next: boolean) => void;
  onChange: (patch: CatalogPatch) => void;
}) {
  const { onChange } = props;
  const types =
    props.configType && !props.configTypes.includes(props.configType)
      ? [...props.configTypes, props.configType]
      : props.configTypes;
  const typeOptions = [
    { value: ALL, label: 'All' },
    ...types.map((type) => ({
      value: type,
      label: type,
      icon: <TypeIcon name={type} fallback="cube" />,
    })),
  ];
  return (
    <div className="mc-catalog-toolbar" role="toolbar" aria-label="Catalog filters">
      <UrlSearchBox
        value={props.search}
        onChange={(search) => onChange({ search })}
        placeholder={SEARCH_PLACEHOLDER}
        className="mc-catalog-search"
      />
      <Field label="Type">
        <Dropdown
          aria-label="Config type"
          options={typeOptions}
          value={props.configType ?? ALL}
          onChange={(value) => onChange({ configType: value === ALL ? undefined : value })}
        />
      </Field>
      <Field label="Group By">
        <GroupByMenu
          value={props.groupBy}
          options={props.groupByOptions}
          onChange={props.onGroupByChange}
        />
      </Field>
      {/* The button names itself ('Labels: All'). */}
      <LabelFilterPopover
        labels={props.labelChoices}
        value={props.labels}
        onChange={(labels) => onChange({ labels })}
      />
      <Field label="Status">
        <TriStateFilter
          label="Status"
          value={props.status}
          options={props.statuses.map((s) => ({ value: s, label: s }))}
          onChange={(status) => onChange({ status })}
        />
      </Field>
      <Field label="Health">
        <TriStateFilter
          label="Health"
          value={props.health}
          options={HEALTH_OPTIONS}
          onChange={(health) => onChange({ health })}
        />
      </Field>
      <Switch
        className="mc-catalog-switch"
        label="Hide Deleted Catalog"
        checked={props.hideDeleted}
        onChange={(e) => props.onHideDeletedChange(e.currentTarget.checked)}
      />
    </div>
  );
}
