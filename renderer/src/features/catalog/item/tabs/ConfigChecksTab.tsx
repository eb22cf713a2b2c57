// The Checks tab of /catalog/{id}: the health checks linked to this item (C17) with their health,
// uptime, latency and last run; a row opens the check on the health dashboard, as topology does.
import { When } from '../../../../components/resource-list/common-columns.tsx';
import { useQuery } from '@tanstack/react-query';
import { configChecksQuery } from '../../../../api/services/catalog-tabs.ts';
import type { ConfigCheck } from '../../../../api/services/catalog-tabs.types.ts';
import { useOrgId } from '../../../../session/org-context.tsx';
import { paths } from '../../../../lib/routing/paths.ts';
import type { Column } from '../../../../components/data-table/column.ts';
import { Duration } from '../../../../components/duration/Duration.tsx';
import { StatusDot } from '../../../../components/status-dot/StatusDot.tsx';
import { TypeIcon } from '../../../../components/type-icon/TypeIcon.tsx';
import { formatPercent, uptimePercent } from '../../../../lib/format/health.ts';
import { PagedTabTable } from './PagedTabTable.tsx';

const uptimeOf = (c: ConfigCheck) => uptimePercent(c.uptime?.passed ?? 0, c.uptime?.failed ?? 0);
/** The health dashboard's latency figure: p95, else the rolling hour. */
const latencyOf = (c: ConfigCheck) => {
  const value = c.latency?.p95 ?? c.latency?.rolling1h ?? undefined;
  return value && value > 0 ? value : undefined;
};

const columns: Column<ConfigCheck>[] = [
  {
    id: 'name',
    header: 'Name',
    sortValue: (c) => c.name.toLowerCase(),
    cell: (c) => (
      <span className="mc-catalog-cell">
        <TypeIcon name={c.icon || c.type} size={16} fallback="heart" />
        <span title={c.name}>{c.name}</span>
      </span>
    ),
  },
  {
    id: 'health',
    header: 'Health',
    width: '17%',
    sortValue: (c) => c.status ?? '',
    cell: (c) => (
      <span className="mc-catalog-cell">
        <StatusDot status={c.status} />
        <span>{c.status ?? 'unknown'}</span>
      </span>
    ),
  },
  {
    id: 'uptime',
    header: 'Uptime',
    width: '12%',
    align: 'right',
    sortValue: uptimeOf,
    cell: (c) => formatPercent(uptimeOf(c)),
  },
  {
    id: 'latency',
    header: 'Latency',
    width: '12%',
    align: 'right',
    sortValue: latencyOf,
    cell: (c) => <Duration ms={latencyOf(c)} />,
  },
  {
    id: 'last_runtime',
    header: 'Last run',
    width: '20%',
    sortValue: (c) => c.last_runtime ?? '',
    cell: (c) => <When value={c.last_runtime} />,
  },
];

export function ConfigChecksTab({ configId }: { configId: string }) {
  const checks = useQuery(configChecksQuery(useOrgId(), configId));
  return (
    <PagedTabTable
      label="Config checks"
      what="checks"
      columns={columns}
      query={checks}
      getRowId={(c) => c.id}
      href={(c) => paths.health({ checkId: c.id })}
    />
  );
}
