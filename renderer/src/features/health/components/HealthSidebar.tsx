// Left-hand filters of the dashboard (spec 1 §2): 'Filter by Health' with the 'Hide Passing'
// switch, and 'Filter by Label' with a tri-state toggle per label, searchable, chosen labels on
// top, a page at a time, the choice condensed to a count from four selections on (spec 1 §4).
import { Switch } from '@blueprintjs/core';
import { LabelSearchList } from '../../../components/label-filter/LabelSearchList.tsx';
import type { LabelFilter } from '../../../lib/labels/label-filter.ts';

/** A label row's height (health.css) and the sidebar's content above the list, in pixels. */
const LABEL_ROW_PX = 28;
const ABOVE_LIST_PX = 160;

/**
 * The rows a window this high shows without scrolling, plus a couple: the first paint of the
 * dashboard renders only these, the rest of the page of rows once the page is idle (performance.md
 * P1: all 60 rows at once cost ~80 ms of a cold start in an interleaved benchmark).
 */
export function rowsOnFirstScreen(windowHeight: number): number {
  return Math.max(1, Math.ceil((windowHeight - ABOVE_LIST_PX) / LABEL_ROW_PX) + 2);
}

export function HealthSidebar(props: {
  hidePassing: boolean;
  onHidePassingChange: (value: boolean) => void;
  labels: readonly string[];
  labelFilter: LabelFilter;
  onLabelFilterChange: (value: LabelFilter) => void;
}) {
  return (
    <aside className="mc-health-sidebar" aria-label="Filters">
      <section>
        <h5>Filter by Health</h5>
        <Switch
          label="Hide Passing"
          checked={props.hidePassing}
          onChange={(e) => props.onHidePassingChange(e.currentTarget.checked)}
        />
      </section>
      <section className="mc-health-label-section">
        <h5>Filter by Label</h5>
        <LabelSearchList
          label="Labels"
          className="mc-health-label-list"
          nameClassName="mc-health-label-name"
          labels={props.labels}
          value={props.labelFilter}
          onChange={props.onLabelFilterChange}
          firstRows={rowsOnFirstScreen(window.innerHeight)}
        />
      </section>
    </aside>
  );
}
