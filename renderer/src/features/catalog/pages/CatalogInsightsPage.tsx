// The global insights list (/catalog/insights, spec 2 §2): the section tabs, a breadcrumb, the
// filters and their chips in the query string, one server page (50 rows by default) — or, with a
// component, that component's insights filtered and paged here (spec 2 §7) — and the detail
// panel on a row click. Cached answers stay under the offline banner.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  catalogInsightsQuery,
  componentNamesQuery,
  insightFilterOptionsQuery,
} from '../../../api/services/catalog-changes.ts';
import type { CatalogInsight } from '../../../api/services/catalog-changes.types.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { AsOf } from '../../../components/offline/AsOf.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { CatalogListBreadcrumb } from '../changes/CatalogListBreadcrumb.tsx';
import { InsightsTable } from '../insights/InsightsTable.tsx';
import { InsightsToolbar } from '../insights/InsightsToolbar.tsx';
import {
  patchInsightsParams,
  readInsightsParams,
  type InsightsPatch,
} from '../insights/insights-params.ts';
import { InsightDetailPanel } from '../item/tabs/InsightDetailPanel.tsx';
import { CatalogTabs } from '../../../components/catalog-tabs/CatalogTabs.tsx';
import '../list/catalog-list.css';
import '../item/tabs/catalog-tabs.css';
import '../changes/changes.css';
import { ANALYSIS_TYPE } from '../../../lib/vocabulary/issue-type.ts';
import { find, valuesOf } from '../../../lib/vocabulary/vocabulary.ts';

const NONE: readonly string[] = [];

export function CatalogInsightsPage() {
  const orgId = useOrgId();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readInsightsParams(searchParams);
  const [open, setOpen] = useState<CatalogInsight | null>(null);
  const update = (patch: InsightsPatch) =>
    setSearchParams((prev) => patchInsightsParams(prev, patch));

  const options = useQuery(insightFilterOptionsQuery(orgId));
  const components = useQuery(componentNamesQuery(orgId));
  const insights = useQuery({
    ...catalogInsightsQuery(orgId, params),
    placeholderData: keepPreviousData,
  });
  // The known types first, then any other the data has.
  const types = [
    ...valuesOf(ANALYSIS_TYPE),
    ...(options.data?.types ?? NONE).filter((t) => !find(ANALYSIS_TYPE, t)),
  ];

  return (
    <div className="mc-catalog-page mc-catalog-list-page">
      <CatalogListBreadcrumb
        section="Insights"
        sectionHref={paths.catalogInsights()}
        configType={params.configType}
      />
      <CatalogTabs current="insights" configType={params.configType} />
      <InsightsToolbar
        params={params}
        types={types}
        analyzers={options.data?.analyzers ?? NONE}
        components={components.data ?? []}
        onChange={update}
      />
      <AsOf dataUpdatedAt={insights.dataUpdatedAt} />
      {insights.isError && !insights.data ? (
        <QueryError error={insights.error} what="insights" />
      ) : (
        <InsightsTable
          rows={insights.data?.rows ?? []}
          total={insights.data?.total ?? 0}
          skipped={insights.data?.skipped ?? 0}
          loading={insights.isPending}
          params={params}
          onChange={update}
          onOpen={setOpen}
        />
      )}
      <InsightDetailPanel insight={open} onClose={() => setOpen(null)} />
    </div>
  );
}
