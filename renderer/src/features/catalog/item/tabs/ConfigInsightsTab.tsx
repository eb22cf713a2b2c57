// The Insights tab of /catalog/{id} (spec 2 §2): the per-item insights table (no Catalog column),
// 50 at a time with more loaded near the bottom; a row opens the detail panel.
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { configInsightsQuery } from '../../../../api/services/catalog-tabs.ts';
import type { ConfigInsight } from '../../../../api/services/catalog-tabs.types.ts';
import { useOrgId } from '../../../../session/org-context.tsx';
import type { Column } from '../../../../components/data-table/column.ts';
import { TypeIcon } from '../../../../components/type-icon/TypeIcon.tsx';
import { InsightDetailPanel } from './InsightDetailPanel.tsx';
import { PagedTabTable } from './PagedTabTable.tsx';
import { TabTime } from './TabTime.tsx';
import './catalog-tabs.css';
import { StatusTag } from '../../../../components/status-tag/StatusTag.tsx';
import { ANALYSIS_TYPE } from '../../../../lib/vocabulary/issue-type.ts';
import { labelOf } from '../../../../lib/vocabulary/vocabulary.ts';
import { SEVERITY } from '../../../../lib/vocabulary/severity.ts';

const columns: Column<ConfigInsight>[] = [
  {
    id: 'type',
    header: 'Type',
    width: '19%',
    cell: (i) => (
      <span className="mc-catalog-cell" title={i.summary ?? undefined}>
        <TypeIcon name={i.analysis_type} size={16} fallback="lightbulb" />
        <span>{labelOf(ANALYSIS_TYPE, i.analysis_type)}</span>
      </span>
    ),
  },
  {
    id: 'analyzer',
    header: 'Analyzer',
    cell: (i) => <span title={i.analyzer ?? ''}>{i.analyzer}</span>,
  },
  {
    id: 'severity',
    header: 'Severity',
    width: '12%',
    cell: (i) => <StatusTag vocabulary={SEVERITY} value={i.severity} />,
  },
  { id: 'status', header: 'Status', width: '11%', cell: (i) => i.status },
  {
    id: 'first_observed',
    header: 'First Observed',
    width: '18%',
    cell: (i) => <TabTime value={i.first_observed} />,
  },
  {
    id: 'last_observed',
    header: 'Last Observed',
    width: '18%',
    cell: (i) => <TabTime value={i.last_observed} />,
  },
];

export function ConfigInsightsTab({ configId }: { configId: string }) {
  const orgId = useOrgId();
  const insights = useInfiniteQuery(configInsightsQuery(orgId, configId));
  const [open, setOpen] = useState<ConfigInsight | null>(null);
  return (
    <div className="mc-catalog-tab">
      <PagedTabTable
        label="Config insights"
        what="insights"
        columns={columns}
        query={insights}
        getRowId={(i) => i.id}
        onRowClick={setOpen}
      />
      <InsightDetailPanel insight={open} onClose={() => setOpen(null)} />
    </div>
  );
}
