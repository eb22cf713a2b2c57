// /logs (spec 2 §2): one component's logs. The component, its log selector, the search text and
// the time range live in the URL; the page shows the spec's empty states, the backend's own
// message when a search fails (a selector it does not know, say), and cached lines under the
// offline banner.
import { useMemo } from 'react';
import { H3, NonIdealState, Spinner, type IconName } from '@blueprintjs/core';
import { RefreshButton } from '../../../components/action/RefreshButton.tsx';
import { FilterBar } from '../../../components/filter-bar/FilterBar.tsx';
import { AsOf } from '../../../components/offline/AsOf.tsx';
import { TimeRangePicker } from '../../../components/time-range-picker/TimeRangePicker.tsx';
import { isNetworkFailure } from '../../../session/offline/network-failure.ts';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { usePaintedMark } from '../../../lib/perf/usePaintedMark.ts';
import { useWindowTitle } from '../../../lib/hooks/useWindowTitle.ts';
import { LogsTable } from '../components/LogsTable.tsx';
import { useLogsScreen, type LogsScreen } from '../hooks/useLogsScreen.ts';
import { logsFilters } from '../logs-filters.tsx';
import { filterChange, rangeChange } from '../logs-request.ts';
import { newestFirst, resultSummary } from '../log-line.ts';
import '../logs.css';

export const SELECT_COMPONENT_TEXT = 'Please select a component to view the logs';
export const NO_LOGS_TEXT = 'There are no logs matching the search query';
export const COMPONENT_NOT_FOUND_TEXT = 'Component not found';
export const NO_SELECTORS_TEXT = 'This component has no logs configured';

// Each answer gets its own table (the top of the list, rows measured afresh); a new search's
// placeholder is the previous answer object, so it keeps that table and its scroll position.
const generations = new WeakMap<object, number>();
let lastGeneration = 0;
function generationOf(result: object): number {
  let generation = generations.get(result);
  if (generation === undefined) {
    generation = ++lastGeneration;
    generations.set(result, generation);
  }
  return generation;
}

export function LogsPage() {
  const screen = useLogsScreen();
  const { logs, componentName } = screen;
  const title = componentName ? `Logs - ${componentName}` : 'Logs';
  useWindowTitle(title);
  const { search } = screen;

  return (
    <div className="mcd-logs-page">
      <div className="mcd-logs-heading">
        <H3>{title}</H3>
        {search && <AsOf dataUpdatedAt={logs.dataUpdatedAt} />}
      </div>
      <LogsFilters screen={screen} />
      <LogsBody screen={screen} />
    </div>
  );
}

/** The component, selector and search as list-kit filters; the range and a reload after them. */
function LogsFilters({ screen }: { screen: LogsScreen }) {
  const { params, update, logs, search, componentName } = screen;
  const filters = logsFilters({
    components: screen.components.data ?? [],
    componentsLoading: screen.components.isPending,
    current:
      params.topologyId && componentName
        ? { id: params.topologyId, name: componentName }
        : undefined,
    selectors: screen.selectors,
  });
  const values = {
    ...screen.filterValues,
    ...(screen.selector ? { logsSelector: screen.selector } : {}),
  };
  return (
    <FilterBar
      filters={filters}
      listKey="logs"
      values={values}
      onChange={(param, value) => {
        const { patch, replace } = filterChange(params, param, value);
        update(patch, { replace });
      }}
      label="Logs filters"
    >
      <TimeRangePicker value={screen.range} onChange={(range) => update(rangeChange(range))} />
      <RefreshButton
        label="Reload logs"
        loading={logs.isFetching}
        disabled={!search}
        onClick={() => logs.refetch()}
      />
    </FilterBar>
  );
}

function State(props: { icon: IconName; title: string }) {
  return <NonIdealState className="mcd-logs-state" icon={props.icon} title={props.title} />;
}

function LogsBody({ screen }: { screen: LogsScreen }) {
  const { params, lookup, component, selectors, logs } = screen;
  const result = logs.data;
  const lines = useMemo(() => (result ? newestFirst(result.lines) : []), [result]);
  // The benchmark's milestone (tests/bench/logs.bench.ts): a server answer's lines on screen.
  usePaintedMark('logs:painted', result !== undefined && !logs.isPlaceholderData);

  if (!params.topologyId) return <State icon="console" title={SELECT_COMPONENT_TEXT} />;
  if (!result) {
    if (logs.isError) return <QueryError error={logs.error} what="logs" />;
    if (lookup.isError) return <QueryError error={lookup.error} what="this component" />;
    if (lookup.isSuccess && !component)
      return <State icon="cube" title={COMPONENT_NOT_FOUND_TEXT} />;
    if (lookup.isSuccess && selectors.length === 0 && !params.logsSelector)
      return <State icon="console" title={NO_SELECTORS_TEXT} />;
    return (
      <div className="mcd-logs-state" aria-busy="true">
        <Spinner size={28} aria-label="Loading logs" />
      </div>
    );
  }
  const stale = logs.isPlaceholderData;
  return (
    <>
      {/* A reload that failed over lines on screen: unreachable is the banner's to say. */}
      {logs.isError && !isNetworkFailure(logs.error) && (
        <QueryError error={logs.error} what="logs" />
      )}
      {lines.length === 0 ? (
        <State icon="search" title={NO_LOGS_TEXT} />
      ) : (
        <LogsTable key={generationOf(result)} lines={lines} stale={stale} />
      )}
      <div className="mcd-logs-footer" role="status" hidden={lines.length === 0 && !stale}>
        {stale && <Spinner size={12} aria-label="Searching" />}
        <span>{resultSummary(result.lines.length, result.total)}</span>
        {result.total !== null && result.total > result.lines.length && (
          <span>— narrow the search or the time range to see the rest</span>
        )}
      </div>
    </>
  );
}
