// The Insights tab of /catalog/{id} (spec 2 §2): the global insights list's columns without the
// Catalog one, 50 at a time with more loaded near the bottom; a row opens the detail panel.
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { configInsightsQuery } from '../../../../api/services/catalog-tabs.ts';
import type { ConfigInsight } from '../../../../api/services/catalog-tabs.types.ts';
import { useOrgId } from '../../../../session/org-context.tsx';
import { INSIGHT_COLUMNS } from '../../insights/insights-list.tsx';
import { InsightDetailPanel } from './InsightDetailPanel.tsx';
import { PagedTabTable } from './PagedTabTable.tsx';

export function ConfigInsightsTab({ configId }: { configId: string }) {
  const orgId = useOrgId();
  const insights = useInfiniteQuery(configInsightsQuery(orgId, configId));
  const [open, setOpen] = useState<ConfigInsight | null>(null);
  return (
    <PagedTabTable
      label="Config insights"
      what="insights"
      columns={INSIGHT_COLUMNS}
      query={insights}
      getRowId={(i) => i.id}
      onRowClick={setOpen}
    >
      <InsightDetailPanel insight={open} onClose={() => setOpen(null)} />
    </PagedTabTable>
  );
}
