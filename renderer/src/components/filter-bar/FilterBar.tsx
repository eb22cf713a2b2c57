// The toolbar every list derives from its filter definitions: one widget per filter by its kind,
// then a chip per active filter that removes it. Values are the codec's canonical URL text
// (lib/url-state/filter-codec.ts); `onChange(param, undefined)` turns a filter off.
import type { ReactNode } from 'react';
import { Button, ButtonGroup, HTMLSelect, SegmentedControl, Switch } from '@blueprintjs/core';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useOrgId } from '../../session/org-context.tsx';
import { decodeLabelFilter, encodeLabelFilter } from '../../lib/labels/label-filter.ts';
import {
  decodeValueList,
  encodeValueList,
  timeRangeOf,
  timeRangeValue,
  toggledValueList,
} from '../../lib/url-state/filter-codec.ts';
import { Dropdown } from '../dropdown/Dropdown.tsx';
import { LabelFilterPopover } from '../label-filter/LabelFilterPopover.tsx';
import type { FilterOption, ResourceFilter } from '../resource-list/resource-definition.ts';
import { TriStateFilter } from '../resource-list/TriStateFilter.tsx';
import { UrlSearchBox } from '../search-box/UrlSearchBox.tsx';
import { TimeRangePicker } from '../time-range-picker/TimeRangePicker.tsx';
import { TextFilter } from './TextFilter.tsx';
import { filterSummary } from './filter-summary.ts';
import './FilterBar.css';

const ALL = 'all';
const NO_OPTIONS: readonly FilterOption[] = [];

export type FilterChange = (param: string, value: string | undefined) => void;

const NO_VALUES: Readonly<Record<string, string>> = {};

/** The values of the params a filter's options follow (`optionsFollow`), set ones only. */
function followedValues(filter: ResourceFilter, values: Readonly<Record<string, string>>) {
  const out: Record<string, string> = {};
  for (const param of filter.optionsFollow ?? []) {
    const value = values[param];
    if (value !== undefined) out[param] = value;
  }
  return out;
}

/** The query of a filter's loaded options (disabled for a filter with static ones). */
export function filterOptionsQuery(
  filter: ResourceFilter,
  listKey: string,
  orgId: string,
  client: QueryClient,
  load = true,
  values: Readonly<Record<string, string>> = NO_VALUES,
) {
  const loader = typeof filter.options === 'function' ? filter.options : null;
  const followed = followedValues(filter, values);
  return queryOptions({
    queryKey: ['filter-options', orgId, listKey, filter.param, followed],
    queryFn: () => (loader ? loader(orgId, client, followed) : Promise.resolve(NO_OPTIONS)),
    enabled: loader !== null && load,
    // Options may carry icons (React elements), which do not survive the offline cache's JSON;
    // the loader's own queries are cached instead, so offline the options are read from those.
    meta: { persist: false },
  });
}

/** The filter's options: its static list, or what its loader read (empty while loading or until
 * `load`). */
export function useFilterOptions(
  filter: ResourceFilter,
  listKey: string,
  load = true,
  values: Readonly<Record<string, string>> = NO_VALUES,
): readonly FilterOption[] {
  const orgId = useOrgId();
  const client = useQueryClient();
  const loaded = useQuery({
    ...filterOptionsQuery(filter, listKey, orgId, client, load, values),
    // A facet narrowed by another keeps its options on screen while the new ones load.
    placeholderData: (previous) => previous,
  });
  if (typeof filter.options === 'function') return loaded.data ?? NO_OPTIONS;
  return filter.options ?? NO_OPTIONS;
}

function SelectControl(props: {
  filter: ResourceFilter;
  value: string | undefined;
  options: readonly FilterOption[];
  onChange: (value: string | undefined) => void;
}) {
  const { filter, value, options } = props;
  const pick = (next: string) => props.onChange(next === ALL ? undefined : next);
  // A required select offers no 'All': it shows its placeholder until a value is chosen.
  const all = filter.required ? [] : [{ value: ALL, label: 'All' }];
  const current = value ?? (filter.required ? undefined : ALL);
  if (!filter.searchable)
    return (
      <HTMLSelect
        aria-label={filter.label}
        value={current ?? options[0]?.value}
        onChange={(event) => pick(event.target.value)}
        options={[...all, ...options.map(({ value: v, label }) => ({ value: v, label }))]}
      />
    );
  // A value the options lack (a link from elsewhere, options still loading) stays selectable.
  const missing = value !== undefined && !options.some((o) => o.value === value);
  return (
    <Dropdown
      aria-label={filter.label}
      placeholder={filter.required ? filter.placeholder : undefined}
      options={[...all, ...options, ...(missing ? [{ value, label: value }] : [])]}
      value={current}
      onChange={pick}
    />
  );
}

function MultiSelectControl(props: {
  filter: ResourceFilter;
  value: string | undefined;
  options: readonly FilterOption[];
  onChange: (value: string | undefined) => void;
}) {
  const chosen = decodeValueList(props.value);
  const free = props.options.filter((o) => !chosen.includes(o.value));
  return (
    <Dropdown
      aria-label={props.filter.label}
      placeholder={chosen.length === 0 ? 'All' : `${chosen.length} selected`}
      options={free}
      value={undefined}
      onChange={(next) => props.onChange(encodeValueList([...chosen, next]))}
    />
  );
}

/** A multiSelect of a few options as toggle buttons, in a group named by the filter's label. */
function ToggleButtons(props: Parameters<typeof MultiSelectControl>[0]) {
  const chosen = decodeValueList(props.value);
  const toggle = (value: string) => props.onChange(toggledValueList(props.value, value));
  return (
    <span className="mcd-filter-field" role="group" aria-label={props.filter.label}>
      <span className="mcd-filter-label">{props.filter.label}</span>
      <ButtonGroup>
        {props.options.map(({ value, label }) => (
          <Button
            key={value}
            size="small"
            text={label}
            active={chosen.includes(value)}
            aria-pressed={chosen.includes(value)}
            onClick={() => toggle(value)}
          />
        ))}
      </ButtonGroup>
    </span>
  );
}

/** A select of a few options as a segmented control; its first option is the absent value. */
function Segments(props: Parameters<typeof SelectControl>[0]) {
  const first = props.options[0]?.value;
  return (
    <SegmentedControl
      size="small"
      aria-label={props.filter.label}
      value={props.value ?? first}
      onValueChange={(next) => props.onChange(next === first ? undefined : next)}
      options={props.options.map(({ value, label }) => ({ value, label }))}
    />
  );
}

/** The widget of one filter, by its kind. */
export function FilterControl(props: {
  filter: ResourceFilter;
  value: string | undefined;
  options: readonly FilterOption[];
  onChange: (value: string | undefined) => void;
}) {
  const { filter, value, options, onChange } = props;
  switch (filter.kind ?? 'select') {
    case 'select':
      return filter.segmented ? <Segments {...props} /> : <SelectControl {...props} />;
    case 'multiSelect':
      return filter.buttons ? <ToggleButtons {...props} /> : <MultiSelectControl {...props} />;
    case 'triState':
      return (
        <TriStateFilter label={filter.label} value={value} options={options} onChange={onChange} />
      );
    case 'labels':
      return (
        <LabelFilterPopover
          title={filter.label}
          labels={options.map((o) => o.value)}
          value={decodeLabelFilter(value ?? '')}
          onChange={(next) => onChange(encodeLabelFilter(next))}
        />
      );
    case 'search':
      return (
        <UrlSearchBox
          value={value ?? ''}
          onChange={onChange}
          placeholder={filter.placeholder ?? 'Search'}
          debounceMs={filter.debounceMs}
          className="mcd-filter-search"
        />
      );
    case 'text':
      return (
        <TextFilter
          label={filter.label}
          value={value}
          onChange={onChange}
          validate={filter.validate}
          suggestions={filter.suggestions}
          placeholder={filter.placeholder}
        />
      );
    case 'timeRange':
      return (
        <TimeRangePicker
          value={timeRangeOf(value)}
          onChange={(range) => onChange(range ? timeRangeValue(range) : undefined)}
        />
      );
    case 'toggle':
      return (
        <Switch
          label={filter.label}
          checked={value === 'true'}
          onChange={(event) => onChange(event.currentTarget.checked ? 'true' : undefined)}
        />
      );
  }
}

function FilterField(props: {
  filter: ResourceFilter;
  listKey: string;
  load: boolean;
  value: string | undefined;
  values: Readonly<Record<string, string>>;
  onChange: FilterChange;
}) {
  const { filter } = props;
  const options = useFilterOptions(filter, props.listKey, props.load, props.values);
  const control = (
    <FilterControl
      filter={filter}
      value={props.value}
      options={options}
      onChange={(value) => props.onChange(filter.param, value)}
    />
  );
  // A search box, a text box, a switch, the labels button ('Labels: All') and a group of buttons
  // carry their own label.
  if (
    filter.kind === 'search' ||
    filter.kind === 'text' ||
    filter.kind === 'toggle' ||
    filter.kind === 'labels' ||
    filter.buttons ||
    filter.segmented
  )
    return control;
  return (
    <label className="mcd-filter-field">
      <span className="mcd-filter-label">{filter.label}</span>
      {control}
    </label>
  );
}

function FilterChip(props: {
  filter: ResourceFilter;
  listKey: string;
  load: boolean;
  value: string;
  values: Readonly<Record<string, string>>;
  onChange: FilterChange;
}) {
  const { filter } = props;
  const options = useFilterOptions(filter, props.listKey, props.load, props.values);
  const text = `${filter.label}: ${filterSummary(filter, props.value, options)}`;
  return (
    // A list item, and a remove button named after the chip, so either is found by its text.
    <span className="mcd-filter-chip" role="listitem">
      {/* A long chip ends in an ellipsis and reads whole on hover; its remove button stays. */}
      <span className="mcd-filter-chip-text" title={text}>
        {text}
      </span>
      <Button
        variant="minimal"
        size="small"
        icon="cross"
        aria-label={`Remove ${text}`}
        title={`Clear the ${filter.label} filter`}
        onClick={() => props.onChange(filter.param, undefined)}
      />
    </span>
  );
}

/** A chip per active filter, except a search or text box's, a segmented control's, an
 * always-applying filter's and a required one's (their widgets show the value); a link-only filter
 * has nothing but its chip. */
const hasChip = (filter: ResourceFilter) =>
  filter.linkOnly ||
  (filter.kind !== 'search' &&
    filter.kind !== 'text' &&
    !filter.segmented &&
    !filter.clearsToDefault &&
    !filter.required);

export function FilterBar(props: {
  filters: readonly ResourceFilter[];
  /** Names the list's option queries in the cache. */
  listKey: string;
  values: Readonly<Record<string, string>>;
  onChange: FilterChange;
  /** Accessible name of the toolbar. */
  label: string;
  /**
   * Loaded options are read only once this is true (the list's first page has come): on a server
   * that runs one query at a time, option scans issued first would hold the list's request up.
   */
  loadOptions?: boolean;
  /** The screen's own controls at the end of the row (its sort, a reload button). */
  children?: ReactNode;
}) {
  const { filters, values, onChange, listKey, loadOptions = true } = props;
  const active = filters.filter((f) => values[f.param] !== undefined && hasChip(f));
  return (
    <div className="mcd-filter-bar">
      <div className="mcd-filter-row" role="toolbar" aria-label={props.label}>
        {filters
          .filter((filter) => !filter.linkOnly)
          .map((filter) => (
            <FilterField
              key={filter.param}
              filter={filter}
              listKey={listKey}
              load={loadOptions}
              value={values[filter.param]}
              values={values}
              onChange={onChange}
            />
          ))}
        {props.children}
      </div>
      {active.length > 0 && (
        <div className="mcd-filter-chips" role="list" aria-label="Active filters">
          {active.map((filter) => (
            <FilterChip
              key={filter.param}
              filter={filter}
              listKey={listKey}
              load={loadOptions}
              value={values[filter.param] ?? ''}
              values={values}
              onChange={onChange}
            />
          ))}
        </div>
      )}
    </div>
  );
}
