// The Logs toolbar: the component picker (components with logs, with their type icons), the log
// selector when the component has more than one, the search box (written to the URL after 500 ms
// of quiet, or at once on Enter), the time range and a reload.
import { useEffect, useEffectEvent, useState } from 'react';
import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { ComponentName } from '../../../api/services/topology.types.ts';
import { Dropdown } from '../../../components/dropdown/Dropdown.tsx';
import type { DropdownOption } from '../../../components/dropdown/dropdown-options.ts';
import { TimeRangePicker } from '../../../components/time-range-picker/TimeRangePicker.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue.ts';
import type { TimeRange } from '../../../lib/time/time-range.ts';
import { LOGS_SEARCH_DEBOUNCE_MS } from '../logs-params.ts';

export const SEARCH_PLACEHOLDER = 'Search logs';

export interface LogsToolbarProps {
  components: readonly ComponentName[];
  componentsLoading: boolean;
  topologyId: string | undefined;
  /** The chosen component's name when the list does not have it (yet). */
  componentName: string | undefined;
  onComponentChange: (id: string) => void;
  selectors: readonly string[];
  selector: string | undefined;
  onSelectorChange: (name: string) => void;
  query: string;
  onQueryChange: (query: string) => void;
  range: TimeRange;
  onRangeChange: (range: TimeRange | undefined) => void;
  reloading: boolean;
  onReload: (() => void) | undefined;
}

function componentOption(c: Pick<ComponentName, 'id' | 'name' | 'type' | 'icon'>): DropdownOption {
  return {
    value: c.id,
    label: c.name,
    description: c.type ?? undefined,
    icon: <TypeIcon name={c.icon || c.type} size={16} fallback="cube" />,
  };
}

export function LogsToolbar(props: LogsToolbarProps) {
  const { components, topologyId, componentName } = props;
  const options = components.map(componentOption);
  if (topologyId && componentName && !components.some((c) => c.id === topologyId))
    options.unshift(componentOption({ id: topologyId, name: componentName }));
  return (
    <div className="mcd-logs-toolbar">
      <Dropdown
        aria-label="Component"
        placeholder={props.componentsLoading ? 'Loading components…' : 'Select a component'}
        options={options}
        value={topologyId}
        onChange={props.onComponentChange}
      />
      {props.selectors.length > 1 && (
        <HTMLSelect
          aria-label="Log selector"
          value={props.selector}
          onChange={(event) => props.onSelectorChange(event.currentTarget.value)}
          options={props.selectors.map((name) => ({ value: name, label: name }))}
        />
      )}
      <SearchBox value={props.query} onChange={props.onQueryChange} />
      <TimeRangePicker value={props.range} onChange={props.onRangeChange} />
      <Button
        icon="refresh"
        aria-label="Reload logs"
        title="Reload logs"
        loading={props.reloading}
        disabled={!props.onReload}
        onClick={props.onReload}
      />
    </div>
  );
}

/**
 * Keeps its own text so typing re-renders the box alone (100,000 lines stay untouched until the
 * search settles); follows the URL when it changes from outside (Back, a link).
 */
function SearchBox({ value, onChange }: { value: string; onChange: (query: string) => void }) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const settled = useDebouncedValue(text, LOGS_SEARCH_DEBOUNCE_MS);
  const apply = useEffectEvent((next: string) => {
    if (next !== value) onChange(next);
  });
  useEffect(() => apply(settled), [settled]);
  return (
    <InputGroup
      type="search"
      leftIcon="search"
      aria-label="Search"
      placeholder={SEARCH_PLACEHOLDER}
      value={text}
      onValueChange={setText}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && text !== value) onChange(text);
      }}
      className="mcd-logs-search"
    />
  );
}
