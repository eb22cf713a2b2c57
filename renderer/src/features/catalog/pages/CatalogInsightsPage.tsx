// The global insights list (/catalog/insights, spec 2 §2): the section frame, then the list
// (insights-list.tsx: filters and chips in the query string, one server page of 50 by default, or
// a component's insights paged here) and the detail panel on a row click.
import { useState } from 'react';
import type { CatalogInsight } from '../../../api/services/catalog-changes.types.ts';
import { ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import { CatalogSectionPage } from '../changes/CatalogSectionPage.tsx';
import { insightsList } from '../insights/insights-list.tsx';
import { InsightDetailPanel } from '../item/tabs/InsightDetailPanel.tsx';

export function CatalogInsightsPage() {
  const [open, setOpen] = useState<CatalogInsight | null>(null);
  return (
    <CatalogSectionPage section="insights">
      <ResourceList definition={insightsList} onRowClick={setOpen} />
      <InsightDetailPanel insight={open} onClose={() => setOpen(null)} />
    </CatalogSectionPage>
  );
}
