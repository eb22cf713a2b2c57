// The tabs of /catalog/{id} but Config and Relationships (spec 2 §2), each a list over the tab
// table: Changes (the global list's columns without the config's, a row opens the change details
// dialog) and Insights (without the Catalog column, open ones unless the Status filter says
// otherwise, a row opens the detail panel), 50 at a time
// with more loaded near the bottom; Playbooks (the runs on this item, P9, newest first; a row opens
// the run) and Checks (the health checks linked to it, C17; a row opens the check on the health
// dashboard, as topology does).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  configChangesQuery,
  configChecksQuery,
  configPlaybookRunsQuery,
} from '../../../../api/services/catalog-tabs.ts';
import type {
  ConfigCheck,
  ConfigPlaybookRun,
} from '../../../../api/services/catalog-tabs.types.ts';
import { useOrgId } from '../../../../session/org-context.tsx';
import { paths } from '../../../../lib/routing/paths.ts';
import type { Column } from '../../../../components/data-table/column.ts';
import { typeColumn, whenColumn } from '../../../../components/resource-list/text-columns.tsx';
import { healthColumn, statusColumn } from '../../../../components/resource-list/status-column.tsx';
import { checkFigureColumns } from '../../../../components/resource-list/check-columns.tsx';
import { RUN_STATUS } from '../../../../lib/vocabulary/run-status.ts';
import { CHANGE_COLUMNS } from '../../../../components/catalog-lists/changes-list.tsx';
import { INSIGHT_COLUMNS } from '../../insights/insights-list.tsx';
import { ChangeDetailsDialog } from './ChangeDetailsDialog.tsx';
import { InsightDetailPanel } from './InsightDetailPanel.tsx';
import { QueryTable } from '../../../../components/data-table/QueryTable.tsx';
import './catalog-tabs.css';
import '../../changes/changes.css';
import { runName } from '../../../../components/catalog-lists/tab-format.ts';
import { runDurationColumn } from '../../../../components/playbook-run/run-duration.tsx';
import { FilterBar } from '../../../../components/filter-bar/FilterBar.tsx';
import { INSIGHT_TAB_PARAMS, useConfigInsights } from './useConfigInsights.ts';

interface TabProps {
  configId: string;
}

export const ConfigChangesTab = ({ configId }: TabProps) => (
  <QueryTable
    label="Config changes"
    what="changes"
    columns={CHANGE_COLUMNS}
    query={useInfiniteQuery(configChangesQuery(useOrgId(), configId))}
    dialog={(open, close) => open && <ChangeDetailsDialog changeId={open.id} onClose={close} />}
  />
);

export function ConfigInsightsTab({ configId }: TabProps) {
  const { values, update, query } = useConfigInsights(configId, true);
  return (
    <QueryTable
      label="Config insights"
      what="insights"
      columns={INSIGHT_COLUMNS}
      query={query}
      before={
        <FilterBar
          label="Config insight filters"
          listKey="catalog-item-insights"
          filters={INSIGHT_TAB_PARAMS.filters}
          values={values}
          onChange={(param, value) => update({ filters: { [param]: value } }, { replace: true })}
        />
      }
      dialog={(open, close) => <InsightDetailPanel insight={open} onClose={close} />}
    />
  );
}

const RUN_COLUMNS: readonly Column<ConfigPlaybookRun>[] = [
  // As /playbooks/runs shows it: the playbook's icon and the run's name; the row opens the run.
  typeColumn<ConfigPlaybookRun>('playbook', 'Playbook', {
    icon: (r) => r.playbooks?.icon,
    fallback: 'play',
    text: runName,
  }),
  statusColumn('status', 'Status', RUN_STATUS, (r) => r.status, { width: '22%' }),
  whenColumn('started', 'Started', (r) => r.start_time ?? r.scheduled_time ?? r.created_at, {
    width: '22%',
  }),
  runDurationColumn({ width: '13%' }),
];

export const ConfigPlaybooksTab = ({ configId }: TabProps) => (
  <QueryTable
    label="Playbook runs"
    what="playbook runs"
    columns={RUN_COLUMNS}
    query={useInfiniteQuery(configPlaybookRunsQuery(useOrgId(), configId))}
    href={(r) => paths.playbookRun(r.id)}
  />
);

const CHECK_COLUMNS: readonly Column<ConfigCheck>[] = [
  typeColumn(
    'name',
    'Name',
    { icon: (c) => c.icon || c.type, fallback: 'heart', text: (c) => c.name },
    // The name reads whole at 1280×800 beside the sidebar: the figures give way (column chooser).
    { sortValue: (c) => c.name.toLowerCase(), minWidth: 220 },
  ),
  healthColumn('health', 'Health', (c) => c.status ?? 'unknown', { width: 110 }),
  ...checkFigureColumns<ConfigCheck>(),
  whenColumn('last_runtime', 'Last run', (c) => c.last_runtime, {
    width: 140,
    sortValue: (c) => c.last_runtime ?? '',
  }),
];

export const ConfigChecksTab = ({ configId }: TabProps) => (
  <QueryTable
    label="Config checks"
    what="checks"
    columns={CHECK_COLUMNS}
    query={useQuery(configChecksQuery(useOrgId(), configId))}
    href={(c) => paths.health({ checkId: c.id })}
  />
);
