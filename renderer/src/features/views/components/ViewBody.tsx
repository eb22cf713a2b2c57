// A view's own content (spec 4-views §2.4): its panels, then its table or cards; an aggregator
// (sections only) has neither. Shared by the view page, its viewRef sections and catalog tabs.
import type { ViewResult } from '../../../api/services/views.types.ts';
import { PanelGrid } from '../panels/PanelGrid.tsx';
import { isAggregator } from '../view-params.ts';
import { shownColumns } from '../view-table.tsx';
import { ViewTable } from './ViewTable.tsx';

/**
 * `nested`: a section's view, whose table keeps a bounded height so the next sections show.
 * `untitled`: the page names the view already (a section's header, a catalog tab), so its table
 * has no heading of its own (a section's always).
 */
export function ViewBody(props: { view: ViewResult; nested?: boolean; untitled?: boolean }) {
  const { view, nested = false } = props;
  if (isAggregator(view)) return null;
  const panels = view.panels ?? [];
  return (
    <div className="mcd-view-body">
      {panels.length > 0 && <PanelGrid panels={panels} />}
      {shownColumns(view).length > 0 && (
        <ViewTable view={view} nested={nested} untitled={props.untitled ?? nested} />
      )}
    </div>
  );
}
