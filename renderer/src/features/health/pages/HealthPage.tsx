// The health dashboard (/health, spec 1 §2): reads its state from the query string, loads the
// checks summary (auto-refreshed; a new fetch aborts the pending one through the query signal),
// and composes the filters, toolbar, tabs, table or cards, and the check detail modal.
import { useMemo } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AsOf } from '../../../components/offline/AsOf.tsx';
import { useOrgId } from '../../../session/org-context.tsx';
import { useCacheRestore } from '../../../session/offline/hooks.ts';
import { checksSummaryQuery, healthKeys } from '../../../api/services/health.ts';
import type { CheckSummary } from '../../../api/services/health.types.ts';
import { useAutoRefresh } from '../../../components/auto-refresh/AutoRefreshSelector.tsx';
import { checkRangeForAge, timeRangeOptionMinutes } from '../../../lib/time/time-range.ts';
import { parseTimestamp } from '../../../lib/format/timestamp.ts';
import { usePaintedMark } from '../../../lib/perf/usePaintedMark.ts';
import { decodeLabelFilter } from '../../../lib/labels/label-filter.ts';
import {
  buildTabs,
  checksInTab,
  filterChecks,
  groupByChoices,
  labelIndex,
  tabByChoices,
} from '../check-grouping.ts';
import {
  ALL_TAB,
  DEFAULT_TIME_RANGE,
  patchHealthParams,
  readHealthParams,
  type HealthParams,
} from '../health-params.ts';
import { CheckDetailModal } from '../components/CheckDetailModal.tsx';
import { ChecksCards } from '../components/ChecksCards.tsx';
import { ChecksTable } from '../components/ChecksTable.tsx';
import { ChecksPivotTable } from '../components/ChecksPivotTable.tsx';
import { PIVOT_BY_LABEL, PIVOT_NONE } from '../check-pivot.ts';
import { HealthSidebar } from '../components/HealthSidebar.tsx';
import { HealthToolbar } from '../components/HealthToolbar.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import '../health.css';

const NO_CHECKS: readonly CheckSummary[] = [];

export function HealthPage() {
  const orgId = useOrgId();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readHealthParams(searchParams);
  const update = (patch: Partial<HealthParams>) =>
    setSearchParams((prev) => patchHealthParams(prev, patch));

  const rangeMinutes = timeRangeOptionMinutes(params.timeRange);
  const refresh = useAutoRefresh(rangeMinutes);
  const summary = useQuery(checksSummaryQuery(orgId, refresh.intervalMs));
  // Benchmark milestones (performance.md P1/P4): data restored from the offline cache, or fetched.
  const restore = useCacheRestore();
  const cached = restore?.status === 'restored' && summary.dataUpdatedAt <= restore.writtenAt;
  usePaintedMark('dashboard:cached-painted', summary.data !== undefined && cached);
  usePaintedMark('dashboard:painted', summary.data !== undefined && !cached);

  // 10,000 checks: every derived list is computed once per input, not on every render (P4).
  const all = summary.data ?? NO_CHECKS;
  const { keys, pairs } = useMemo(() => labelIndex(all), [all]);
  const { hidePassing, query, tabBy } = params;
  // The URL string, not the decoded object (a new one each render), keys the memo.
  const labelsParam = searchParams.get('labels');
  const labels = useMemo(() => decodeLabelFilter(labelsParam), [labelsParam]);
  const filtered = useMemo(
    () => filterChecks(all, { hidePassing, labels, query }),
    [all, hidePassing, labels, query],
  );
  const tabs = useMemo(() => buildTabs(filtered, tabBy), [filtered, tabBy]);
  const tab = tabs.some((t) => t.key === params.tab) ? params.tab : ALL_TAB;
  const visible = useMemo(() => checksInTab(filtered, tabBy, tab), [filtered, tabBy, tab]);
  const pivotLabel =
    params.pivotBy === PIVOT_BY_LABEL && params.pivotLabel ? params.pivotLabel : PIVOT_NONE;

  const open = (check: CheckSummary) => {
    const last = parseTimestamp(check.last_runtime);
    update({
      checkId: check.id,
      timeRange: checkRangeForAge(last ? Date.now() - last.getTime() : undefined),
    });
  };

  return (
    <div className="mc-health-page">
      <HealthSidebar
        hidePassing={params.hidePassing}
        onHidePassingChange={(hidePassing) => update({ hidePassing, pageIndex: 0 })}
        labels={pairs}
        labelFilter={labels}
        onLabelFilterChange={(labels) => update({ labels, pageIndex: 0 })}
      />
      <main className="mc-health-main" aria-label="Health checks">
        <HealthToolbar
          query={params.query}
          onQueryChange={(query) => update({ query, pageIndex: 0 })}
          groupBy={params.groupBy}
          groupByChoices={groupByChoices(keys)}
          onGroupByChange={(groupBy) => update({ groupBy })}
          tabBy={params.tabBy}
          tabByChoices={tabByChoices(keys)}
          onTabByChange={(tabBy) => update({ tabBy, tab: ALL_TAB, pageIndex: 0 })}
          pivotLabel={pivotLabel}
          pivotLabelChoices={keys}
          onPivotLabelChange={(key) =>
            update(
              key === PIVOT_NONE
                ? { pivotBy: PIVOT_NONE, pivotLabel: undefined, pageIndex: 0 }
                : { pivotBy: PIVOT_BY_LABEL, pivotLabel: key, pageIndex: 0 },
            )
          }
          pivotCellType={params.pivotCellType}
          onPivotCellTypeChange={(pivotCellType) => update({ pivotCellType })}
          layout={params.layout}
          onLayoutChange={(layout) => update({ layout })}
          refresh={refresh.option}
          onRefreshChange={refresh.setOption}
          rangeMinutes={rangeMinutes}
          onReload={() => void summary.refetch()}
          reloadKey={healthKeys.summary()}
        />
        {/* No animated indicator: it measures the selected tab while React commits, forcing a
            layout of the whole dashboard on mount and on every refresh that changes a count. */}
        <Tabs
          id="health-tabs"
          animate={false}
          selectedTabId={tab}
          onChange={(next) => update({ tab: String(next), pageIndex: 0 })}
          className="mc-health-tabs"
        >
          {tabs.map((t) => (
            <Tab key={t.key} id={t.key} title={`${t.key} (${t.count})`} />
          ))}
        </Tabs>
        <AsOf dataUpdatedAt={summary.dataUpdatedAt} refreshIntervalMs={refresh.intervalMs} />
        {summary.isError ? (
          <QueryError error={summary.error} what="health checks" />
        ) : params.layout === 'card' ? (
          <ChecksCards
            checks={visible}
            groupBy={params.groupBy}
            loading={summary.isPending}
            onOpen={open}
          />
        ) : pivotLabel !== PIVOT_NONE ? (
          <ChecksPivotTable
            checks={visible}
            labelKey={pivotLabel}
            cellType={params.pivotCellType}
            loading={summary.isPending}
            pageIndex={params.pageIndex}
            pageSize={params.pageSize}
            onPageChange={(pageIndex, pageSize) => update({ pageIndex, pageSize })}
            onOpen={open}
          />
        ) : (
          <ChecksTable
            checks={visible}
            loading={summary.isPending}
            groupBy={params.groupBy}
            sort={params.sortBy ? { id: params.sortBy, desc: params.sortDesc } : null}
            onSortChange={(sort) =>
              update({ sortBy: sort?.id, sortDesc: sort?.desc ?? false, pageIndex: 0 })
            }
            pageIndex={params.pageIndex}
            pageSize={params.pageSize}
            onPageChange={(pageIndex, pageSize) => update({ pageIndex, pageSize })}
            onOpen={open}
          />
        )}
      </main>
      {params.checkId && (
        <CheckDetailModal
          orgId={orgId}
          checkId={params.checkId}
          timeRange={params.timeRange}
          onTimeRangeChange={(timeRange) => update({ timeRange })}
          onClose={() => update({ checkId: undefined, timeRange: DEFAULT_TIME_RANGE })}
        />
      )}
    </div>
  );
}
