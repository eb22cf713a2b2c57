// The full-size check detail modal (spec 1 §2): header, metrics for the chosen range (the URL's, or
// the check's default from its last run, spec 1 §9), the Health
// Overview chart (300 points asked; on short windows it moves into a Graph tab so the tabs keep
// their room), tabs History / Spec / Relationships, and a footer with the Edit link (write on
// canaries), the Playbooks menu, Link to Incident (the evidence action) and Run Now (admin,
// editor, responder, commander only).
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DetailTabStrip } from '../../../components/detail-page/DetailPage.tsx';
import { DetailRecord } from '../../../components/detail-page/DetailStatus.tsx';
import { AsOf } from '../../../components/offline/AsOf.tsx';
import { GuardedButton, GuardedLink } from '../../../components/action/GuardedButton.tsx';
import { paths } from '../../../lib/routing/paths.ts';
import {
  checkDetailQuery,
  checkGraphQuery,
  invalidateCheck,
  runCheck,
} from '../../../api/services/health.ts';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import type { CheckDetail } from '../../../api/services/health.types.ts';
import { Modal } from '../../../components/modal/Modal.tsx';
import { useCan, useSubject } from '../../../lib/permissions/PermissionsProvider.tsx';
import { mayRunChecks } from './BulkRun.tsx';
import { CheckHeader } from './CheckHeader.tsx';
import { LinkToIncidentButton } from '../../../components/link-dialog/LinkToIncidentDialog.tsx';
import { useFeature } from '../../../lib/feature-flags/FeatureFlagsProvider.tsx';
import { CheckPlaybooksMenu } from './CheckPlaybooksMenu.tsx';
import { CheckHistoryTab } from './CheckHistoryTab.tsx';
import { CheckMetricsPanel } from './CheckMetricsPanel.tsx';
import { CheckRelationshipsTab, checkRelationships } from './CheckRelationshipsTab.tsx';
import { CheckSpecTab } from './CheckSpecTab.tsx';
import { HealthChart } from './HealthChart.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { useMediaQuery } from '../../../lib/media/useMediaQuery.ts';
import { timeRangeOptionMinutes } from '../../../lib/time/time-range.ts';
import { checkRangeForLastRun } from '../check-range.ts';
import { DEFAULT_TIME_RANGE, HEALTH_LIST, checkPatch } from '../health-filters.ts';
import { useResourceListParams } from '../../../components/resource-list/useResourceListParams.ts';
import { useOrgId } from '../../../session/org-context.tsx';

/** Below this window height the chart is a tab of its own (spec 1 §2: Graph on short screens). */
export const SHORT_SCREEN_QUERY = '(max-height: 760px)';

/** The chart's time axis spans the chosen range, ending when the graph was read. */
function chartDomain(timeRange: string, readAt: number) {
  const minutes = timeRangeOptionMinutes(timeRange);
  return minutes && readAt ? { from: readAt - minutes * 60_000, to: readAt } : undefined;
}

/** History, Graph (given on short screens), Spec and Relationships with its count. */
function CheckTabs(props: { check: CheckDetail; timeRange: string; chart: ReactNode }) {
  const { check } = props;
  const [tab, setTab] = useState('history');
  const relationships = checkRelationships(check);
  // The Graph tab goes with a short window; on a taller one History takes its place.
  const shown = !props.chart && tab === 'graph' ? 'history' : tab;
  const tabs = [
    { id: 'history', title: 'History' },
    ...(props.chart ? [{ id: 'graph', title: 'Graph' }] : []),
    { id: 'spec', title: 'Spec' },
    { id: 'relationships', title: 'Relationships', count: relationships.length },
  ];
  return (
    <>
      <DetailTabStrip
        tabs={{ label: 'Check tabs', items: tabs, current: shown, onChange: setTab }}
      />
      <div role="tabpanel" aria-label={tabs.find((t) => t.id === shown)?.title}>
        {shown === 'history' && <CheckHistoryTab checkId={check.id} timeRange={props.timeRange} />}
        {shown === 'graph' && props.chart}
        {shown === 'spec' && <CheckSpecTab check={check} />}
        {shown === 'relationships' && <CheckRelationshipsTab relationships={relationships} />}
      </div>
    </>
  );
}

/**
 * Edit, Playbooks, Link to Incident (with incidents on: the check, with the range on screen, as
 * evidence on an open incident) and Run Now, each for whom the spec's role table allows.
 */
function CheckFooter(props: { check: CheckDetail; timeRange: string }) {
  const { check } = props;
  const orgId = useOrgId();
  const mayRun = mayRunChecks(useSubject());
  const mayRunPlaybooks = useCan('write', 'playbook_runs');
  const incidentsOn = useFeature('incidents');
  // A failure is toasted by the org's mutation cache; success re-reads the check.
  const run = useMutationWithToast({
    mutationFn: () => runCheck(orgId, check.id),
    invalidate: (client) => invalidateCheck(client, check.id),
  });
  return (
    <>
      {check.canary_id && (
        // Edit leads to the canary's settings form, which saves: not offline, not for a viewer.
        <GuardedLink
          text="Edit"
          resource="canaries"
          to={paths.settings.resourceItem('canaries', check.canary_id)}
        />
      )}
      {mayRunPlaybooks && <CheckPlaybooksMenu checkId={check.id} />}
      {incidentsOn && (
        <LinkToIncidentButton
          icon="issue"
          text="Link to Incident"
          resource="incident"
          name={check.name}
          kind="Check"
          id={check.id}
          // The range on screen is the evidence's start (`now-1h`), as the web console does.
          evidence={{ start: `now-${props.timeRange}`, includeMessages: false }}
        />
      )}
      {mayRun && (
        <GuardedButton
          intent="primary"
          icon="play"
          text="Run Now"
          pending={run.isPending}
          pendingText="Running..."
          guard={{ action: 'run-now', target: check.name }}
          onClick={() => run.mutate()}
        />
      )}
    </>
  );
}

/**
 * The check the URL's `checkId` names, at the range its `timeRange` names (none: the check's
 * default, from its last run, spec 1 §9); closing it drops both from the URL (checkPatch).
 */
export function CheckDetailModal({ checkId }: { checkId: string }) {
  const orgId = useOrgId();
  const { params: state, update } = useResourceListParams(HEALTH_LIST);
  const shortScreen = useMediaQuery(SHORT_SCREEN_QUERY);
  const detail = useQuery(checkDetailQuery(orgId, checkId));
  const check = detail.data;
  const urlRange = state.filters.timeRange;
  const timeRange = urlRange ?? checkRangeForLastRun(check?.last_runtime);
  const graph = useQuery({
    ...checkGraphQuery(orgId, checkId, timeRange),
    enabled: urlRange !== undefined || check !== undefined,
  });
  const footer = check ? <CheckFooter check={check} timeRange={timeRange} /> : undefined;

  const chart = graph.isError ? (
    <QueryError error={graph.error} what="the health overview" />
  ) : (
    <HealthChart
      points={graph.data?.status ?? []}
      loading={graph.isPending}
      domain={chartDomain(timeRange, graph.dataUpdatedAt)}
    />
  );

  const body = (
    <DetailRecord query={detail} record={check} what="check">
      {(check) => (
        <div className="mc-check-detail">
          <CheckHeader check={check} />
          <AsOf dataUpdatedAt={Math.min(detail.dataUpdatedAt, graph.dataUpdatedAt || Infinity)} />
          <CheckMetricsPanel
            check={check}
            graph={graph.data}
            timeRange={timeRange}
            onTimeRangeChange={(range) => update(checkPatch(state, checkId, range))}
          />
          {!shortScreen && chart}
          <CheckTabs check={check} timeRange={timeRange} chart={shortScreen ? chart : null} />
        </div>
      )}
    </DetailRecord>
  );

  return (
    <Modal
      isOpen
      size="full"
      title={check?.name ?? 'Check'}
      onClose={() => update(checkPatch(state, undefined, DEFAULT_TIME_RANGE))}
      footer={footer}
    >
      {body}
    </Modal>
  );
}
