// The global insights list (/catalog/insights, spec 2 §2): the section frame, then the list
// (insights-list.tsx: filters and chips in the query string, one server page of 50 by default, or
// a component's insights paged here) and the detail panel on a row click.
import { DialogList } from '../../../components/resource-list/DialogList.tsx';
import { CatalogSectionPage } from '../changes/CatalogSectionPage.tsx';
import { insightsList } from '../insights/insights-list.tsx';
import { InsightDetailPanel } from '../item/tabs/InsightDetailPanel.tsx';

export function CatalogInsightsPage() {
  return (
    <CatalogSectionPage section="insights">
      <DialogList
        definition={insightsList}
        rowOpens
        dialog={(row, close) => <InsightDetailPanel insight={row} onClose={close} />}
      />
    </CatalogSectionPage>
  );
}
