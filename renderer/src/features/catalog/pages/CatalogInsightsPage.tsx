// The global insights list (/catalog/insights, spec 2 §2): the section tabs, a breadcrumb, then
// the list (insights-list.tsx: filters and chips in the query string, one server page of 50 by
// default, or a component's insights paged here) and the detail panel on a row click.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogInsight } from '../../../api/services/catalog-changes.types.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import { CatalogTabs } from '../../../components/catalog-tabs/CatalogTabs.tsx';
import { CatalogListBreadcrumb } from '../changes/CatalogListBreadcrumb.tsx';
import { insightsList } from '../insights/insights-list.tsx';
import { InsightDetailPanel } from '../item/tabs/InsightDetailPanel.tsx';
import '../list/catalog-list.css';
import '../item/tabs/catalog-tabs.css';
import '../changes/changes.css';

export function CatalogInsightsPage() {
  const [searchParams] = useSearchParams();
  const configType = searchParams.get('configType')?.trim() || undefined;
  const [open, setOpen] = useState<CatalogInsight | null>(null);

  return (
    <div className="mc-catalog-page mc-catalog-list-page">
      <CatalogListBreadcrumb
        section="Insights"
        sectionHref={paths.catalogInsights()}
        configType={configType}
      />
      <CatalogTabs current="insights" configType={configType} />
      <ResourceList definition={insightsList} onRowClick={setOpen} />
      <InsightDetailPanel insight={open} onClose={() => setOpen(null)} />
    </div>
  );
}
