// Left-hand filters of the dashboard (spec 1 §2): 'Filter by Health' with the 'Hide Passing'
// switch, and 'Filter by Label' with a tri-state toggle per label, searchable, chosen labels on
// top, a page at a time, the choice condensed to a count from four selections on (spec 1 §4).
import { Switch } from '@blueprintjs/core';
import { LabelSearchList } from '../../../components/label-filter/LabelSearchList.tsx';
import { useResourceListParams } from '../../../components/resource-list/useResourceListParams.ts';
import { decodeLabelFilter, encodeLabelFilter } from '../../../lib/labels/label-filter.ts';
import { HEALTH_LIST } from '../health-filters.ts';

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

/** Reads and writes its filters in the dashboard's URL state; `labels`: every `key=value` pair. */
export function HealthSidebar({ labels }: { labels: readonly string[] }) {
  const { params, update } = useResourceListParams(HEALTH_LIST);
  const set = (param: string, value: string) => update({ filters: { [param]: value } });
  return (
    <aside className="mc-health-sidebar" aria-label="Filters">
      <section>
        <h5>Filter by Health</h5>
        <Switch
          label="Hide Passing"
          checked={params.filters.hidePassing === 'true'}
          onChange={(e) => set('hidePassing', String(e.currentTarget.checked))}
        />
      </section>
      <section className="mc-health-label-section">
        <h5>Filter by Label</h5>
        <LabelSearchList
          label="Labels"
          className="mc-health-label-list"
          nameClassName="mc-health-label-name"
          labels={labels}
          value={decodeLabelFilter(params.filters.labels ?? '')}
          onChange={(next) => set('labels', encodeLabelFilter(next))}
          firstRows={rowsOnFirstScreen(window.innerHeight)}
        />
      </section>
    </aside>
  );
}
