// The health dashboard (/health, spec 1 §2): reads its state from the query string, loads the
// checks summary (auto-refreshed; a new fetch aborts the pending one through the query signal),
// and composes the filters, toolbar, tabs, table or cards, and the check detail modal.
import { Tab, Tabs } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useOrgId } from '../../../app/org-context.tsx';
import { checksSummaryQuery } from '../../../api/services/health.ts';
import type { CheckSummary } from '../../../api/services/health.types.ts';
import { useAutoRefresh } from '../../../components/auto-refresh/AutoRefreshSelector.tsx';
import { checkRangeForAge, timeRangeOptionMinutes } from '../../../lib/time/time-range.ts';
import { parseTimestamp } from '../../../lib/format/timestamp.ts';
import {
  buildTabs,
  checksInTab,
  filterChecks,
  groupByChoices,
  labelKeys,
  labelPairs,
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
import { HealthSidebar } from '../components/HealthSidebar.tsx';
import { HealthToolbar } from '../components/HealthToolbar.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import '../health.css';

export function HealthPage() {
  const orgId = useOrgId();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readHealthParams(searchParams);
  const update = (patch: Partial<HealthParams>) =>
    setSearchParams((prev) => patchHealthParams(prev, patch));

  const rangeMinutes = timeRangeOptionMinutes(params.timeRange);
  const refresh = useAutoRefresh(rangeMinutes);
  const summary = useQuery(checksSummaryQuery(orgId, refresh.intervalMs));

  const all = summary.data ?? [];
  const keys = labelKeys(all);
  const filtered = filterChecks(all, params);
  const tabs = buildTabs(filtered, params.tabBy);
  const tab = tabs.some((t) => t.key === params.tab) ? params.tab : ALL_TAB;
  const visible = checksInTab(filtered, params.tabBy, tab);

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
        labels={labelPairs(all)}
        labelFilter={params.labels}
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
          layout={params.layout}
          onLayoutChange={(layout) => update({ layout })}
          refresh={refresh.option}
          onRefreshChange={refresh.setOption}
          rangeMinutes={rangeMinutes}
          onReload={() => void summary.refetch()}
          reloading={summary.isFetching}
        />
        <Tabs
          id="health-tabs"
          selectedTabId={tab}
          onChange={(next) => update({ tab: String(next), pageIndex: 0 })}
          className="mc-health-tabs"
        >
          {tabs.map((t) => (
            <Tab key={t.key} id={t.key} title={`${t.key} (${t.count})`} />
          ))}
        </Tabs>
        {summary.isError ? (
          <QueryError error={summary.error} what="health checks" />
        ) : params.layout === 'card' ? (
          <ChecksCards
            checks={visible}
            groupBy={params.groupBy}
            loading={summary.isPending}
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
