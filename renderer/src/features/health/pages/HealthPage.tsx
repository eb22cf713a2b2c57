// The health dashboard (/health, spec 1 §2): its state lives in the URL through the list kit's
// codec (health-filters.ts), it loads the checks summary (auto-refreshed; a new fetch aborts the
// pending one through the query signal), filters, tabs and pages it on the client, and composes
// the sidebar, the FilterBar with the view controls, the tabs, the table, pivot or cards, and the
// check detail modal.
import { useEffect, useMemo } from 'react';
import { DetailTabStrip } from '../../../components/detail-page/DetailPage.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import { useQuery } from '@tanstack/react-query';
import type { ListState, ListStatePatch } from '../../../lib/url-state/filter-codec.ts';
import { AsOf } from '../../../components/offline/AsOf.tsx';
import { useResourceListParams } from '../../../components/resource-list/useResourceListParams.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { useCacheRestore } from '../../../session/offline/hooks.ts';
import { checksSummaryQuery } from '../../../api/services/health.ts';
import type { CheckSummary } from '../../../api/services/health.types.ts';
import { useAutoRefresh } from '../../../components/auto-refresh/AutoRefreshSelector.tsx';
import { timeRangeOptionMinutes } from '../../../lib/time/time-range.ts';
import { usePaintedMark } from '../../../lib/perf/usePaintedMark.ts';
import { lazyPart } from '../../../components/lazy-part/lazy-part.tsx';
import { decodeLabelFilter } from '../../../lib/labels/label-filter.ts';
import { ALL_TAB, buildTabs, checksInTab, filterChecks, labelIndex } from '../check-grouping.ts';
import {
  HEALTH_LIST,
  checkPatch,
  legacySortPatch,
  passThroughPatch,
  readHealthView,
  type HealthView,
} from '../health-filters.ts';
import { ChecksCards } from '../components/ChecksCards.tsx';
import { ChecksPivotTable } from '../components/ChecksPivotTable.tsx';
import { HealthSidebar } from '../components/HealthSidebar.tsx';
import { HealthViewControls } from '../components/HealthViewControls.tsx';
import { PIVOT_NONE } from '../check-pivot.ts';
import { checkRangeForLastRun } from '../check-range.ts';
import { useBulkMode } from '../hooks/useBulkMode.tsx';
import { CHECK_GROUPS, healthChecksList } from '../checks-list.tsx';
import '../health.css';

/** The check's modal (spec 1 §3), loaded when a check is first opened: its tabs, run form and
 * dialogs are not evaluated while the dashboard starts (issue 33). */
const CheckDetailModal = lazyPart(() =>
  import('../components/CheckDetailModal.tsx').then((module) => module.CheckDetailModal),
);

const NO_CHECKS: readonly CheckSummary[] = [];

/** The checks summary, refreshed at the user's rate, with the benchmark's paint milestones. */
function useChecksSummary(timeRange: string) {
  const orgId = useOrgId();
  const refresh = useAutoRefresh(timeRangeOptionMinutes(timeRange));
  const summary = useQuery(checksSummaryQuery(orgId, refresh.intervalMs));
  // Benchmark milestones (performance.md P1/P4): data restored from the offline cache, or fetched.
  const restore = useCacheRestore();
  const cached = restore?.status === 'restored' && summary.dataUpdatedAt <= restore.writtenAt;
  usePaintedMark('dashboard:cached-painted', summary.data !== undefined && cached);
  usePaintedMark('dashboard:painted', summary.data !== undefined && !cached);
  return { summary, refresh };
}

/** What the sidebar, the tabs and the view show, each derived once per input. */
function useVisibleChecks(all: readonly CheckSummary[], view: HealthView) {
  // 10,000 checks: every derived list is computed once per input, not on every render (P4).
  const { keys, pairs } = useMemo(() => labelIndex(all), [all]);
  const { hidePassing, query, tabBy } = view;
  // The URL string, not the decoded object (a new one each render), keys the memo.
  const labels = useMemo(() => decodeLabelFilter(view.labels), [view.labels]);
  const filtered = useMemo(
    () => filterChecks(all, { hidePassing, labels, query }),
    [all, hidePassing, labels, query],
  );
  const tabs = useMemo(() => buildTabs(filtered, tabBy), [filtered, tabBy]);
  const tab = tabs.some((t) => t.key === view.tab) ? view.tab : ALL_TAB;
  const visible = useMemo(() => checksInTab(filtered, tabBy, tab), [filtered, tabBy, tab]);
  return { keys, pairs, tabs, tab, visible };
}

/** A link's `sortDesc=true` becomes the table's `sortOrder=desc`, in place. */
function useLegacySort(
  state: ListState,
  update: (patch: ListStatePatch, o?: { replace?: boolean }) => void,
) {
  const legacySort = legacySortPatch(state);
  useEffect(() => {
    if (legacySort) update(legacySort, { replace: true });
  }, [legacySort, update]);
}

/** The tabs of the Tab By choice; a new tab starts on its first page. No animated indicator: it
 * measures the selected tab while React commits, forcing a layout of the whole dashboard on mount
 * and on every refresh that changes a count. */
function HealthTabs({ tabs, tab }: { tabs: ReturnType<typeof buildTabs>; tab: string }) {
  const { params: state, update } = useResourceListParams(HEALTH_LIST);
  const onChange = (next: string) =>
    update({
      ...passThroughPatch(state, { tab: next === ALL_TAB ? undefined : next }),
      pageIndex: 0,
    });
  const items = tabs.map((t) => ({ id: t.key, title: `${t.key} (${t.count})` }));
  return (
    <div className="mc-health-tabs">
      <DetailTabStrip tabs={{ label: 'tabs', items, current: tab, onChange, animate: false }} />
    </div>
  );
}

/** The checks as the view asks: the query's error, the cards, the pivot table or the table, which
 * is the list definition checks-list.tsx rendered by the kit (its filters are the page's bar). */
function ChecksView({
  summary,
  view,
  checks,
  bulk,
  onOpen,
}: {
  summary: ReturnType<typeof useChecksSummary>['summary'];
  view: HealthView;
  checks: readonly CheckSummary[];
  bulk: ReturnType<typeof useBulkMode>;
  onOpen: (check: CheckSummary) => void;
}) {
  const loading = summary.isPending;
  if (summary.isError) return <QueryError error={summary.error} what="health checks" />;
  if (view.layout === 'card')
    return <ChecksCards checks={checks} groupBy={view.groupBy} loading={loading} onOpen={onOpen} />;
  if (view.pivotLabel !== PIVOT_NONE)
    return (
      <ChecksPivotTable
        checks={checks}
        labelKey={view.pivotLabel}
        cellType={view.pivotCellType}
        loading={loading}
        onOpen={onOpen}
      />
    );
  return (
    <ResourceList
      definition={healthChecksList}
      rows={loading ? undefined : checks}
      hideFilterBar
      selection={bulk.selection}
      above={bulk.bar}
      onRowClick={bulk.selection?.onToggle ?? onOpen}
    />
  );
}

export function HealthPage() {
  const { params: state, update } = useResourceListParams(HEALTH_LIST);
  const view = readHealthView(state);
  const { summary, refresh } = useChecksSummary(view.timeRange);

  const all = summary.data ?? NO_CHECKS;
  const { keys, pairs, tabs, tab, visible } = useVisibleChecks(all, view);
  useLegacySort(state, update);
  const bulk = useBulkMode(
    visible,
    view.layout !== 'card' && view.pivotLabel === PIVOT_NONE,
    CHECK_GROUPS.by(state.filters),
  );
  const open = (check: CheckSummary) =>
    update(checkPatch(state, check.id, checkRangeForLastRun(check.last_runtime)));

  return (
    <div className="mc-health-page">
      <HealthSidebar labels={pairs} />
      <main className="mc-health-main" aria-label="Health checks">
        <HealthViewControls keys={keys} refresh={refresh} extra={bulk.button} />
        <HealthTabs tabs={tabs} tab={tab} />
        <AsOf dataUpdatedAt={summary.dataUpdatedAt} refreshIntervalMs={refresh.intervalMs} />
        <ChecksView summary={summary} view={view} checks={visible} bulk={bulk} onOpen={open} />
      </main>
      {view.checkId && <CheckDetailModal checkId={view.checkId} />}
    </div>
  );
}
