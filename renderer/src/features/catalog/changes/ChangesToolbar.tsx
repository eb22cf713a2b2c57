// The changes list's filters (spec 2 §2): Config Type, Change Type (include/exclude), Severity,
// Tags, the time range and 'Hide Deleted Config Changes', then a removable chip per active filter.
import type { ReactNode } from 'react';
import { Switch } from '@blueprintjs/core';
import { Dropdown } from '../../../components/dropdown/Dropdown.tsx';
import { LabelFilterPopover } from '../../../components/label-filter/LabelFilterPopover.tsx';
import { TriStateFilter } from '../../../components/resource-list/TriStateFilter.tsx';
import { TimeRangePicker } from '../../../components/time-range-picker/TimeRangePicker.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { FilterChips } from './FilterChips.tsx';
import { decodeLabelFilter, encodeLabelFilter } from '../../../lib/labels/label-filter.ts';
import { changesChips, type ChangesParams, type ChangesPatch } from './changes-params.ts';
import { CHANGE_SEVERITY } from '../../../lib/vocabulary/severity.ts';
import { labelOf, valuesOf } from '../../../lib/vocabulary/vocabulary.ts';

const ALL = 'all';

export function FilterField(props: { label: string; children: ReactNode }) {
  return (
    <div className="mc-catalog-filter">
      <span className="mc-catalog-filter-label">{props.label}</span>
      {props.children}
    </div>
  );
}

/** 'All' then the values, with the current one kept even when the list lacks it. */
/** The common severities (issue 32 item 11) with their labels, and the URL's value if another. */
export function severityOptions(current: string | undefined) {
  return choiceOptions(valuesOf(CHANGE_SEVERITY), current).map((o) =>
    o.value === ALL ? o : { ...o, label: labelOf(CHANGE_SEVERITY, o.value) },
  );
}

export function choiceOptions(
  values: readonly string[],
  current: string | undefined,
  icon?: (value: string) => ReactNode,
) {
  const all = current && !values.includes(current) ? [...values, current] : values;
  return [
    { value: ALL, label: 'All' },
    ...all.map((value) => ({
      value,
      label: value,
      ...(icon ? { icon: <>{icon(value)}</> } : {}),
    })),
  ];
}

export const fromChoice = (value: string) => (value === ALL ? undefined : value);

export function ChangesToolbar(props: {
  params: ChangesParams;
  configTypes: readonly string[];
  changeTypes: readonly string[];
  tags: readonly string[];
  hideDeleted: boolean;
  onHideDeletedChange: (next: boolean) => void;
  onChange: (patch: ChangesPatch) => void;
}) {
  const { params, onChange } = props;
  const chips = changesChips(params);
  return (
    <>
      <div className="mc-catalog-toolbar" role="toolbar" aria-label="Change filters">
        <FilterField label="Config Type">
          <Dropdown
            aria-label="Config Type"
            options={choiceOptions(props.configTypes, params.configType, (type) => (
              <TypeIcon name={type} fallback="cube" />
            ))}
            value={params.configType ?? ALL}
            onChange={(value) => onChange({ configType: fromChoice(value) })}
          />
        </FilterField>
        <FilterField label="Change Type">
          <TriStateFilter
            label="Change Type"
            value={encodeLabelFilter(params.changeType)}
            options={props.changeTypes.map((t) => ({ value: t, label: t }))}
            onChange={(value) => onChange({ changeType: decodeLabelFilter(value) })}
          />
        </FilterField>
        <FilterField label="Severity">
          <Dropdown
            aria-label="Severity"
            options={severityOptions(params.severity)}
            value={params.severity ?? ALL}
            onChange={(value) => onChange({ severity: fromChoice(value) })}
          />
        </FilterField>
        <LabelFilterPopover
          title="Tags"
          labels={props.tags}
          value={params.tags}
          onChange={(tags) => onChange({ tags })}
        />
        <TimeRangePicker
          value={params.range}
          // Clear goes back to the default range.
          onChange={(range) => onChange({ range })}
        />
        <Switch
          className="mc-catalog-switch"
          label="Hide Deleted Config Changes"
          checked={props.hideDeleted}
          onChange={(e) => props.onHideDeletedChange(e.currentTarget.checked)}
        />
      </div>
      <FilterChips chips={chips} onRemove={onChange} />
    </>
  );
}
