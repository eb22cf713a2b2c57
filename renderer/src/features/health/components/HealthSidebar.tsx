// Left-hand filters of the dashboard (spec 1 §2): 'Filter by Health' with the 'Hide Passing'
// switch, and 'Filter by Label' with a tri-state toggle per label. Real fleets carry hundreds of
// label pairs, so the list has a search box, keeps chosen labels on top, renders a page at a time,
// and condenses the choice to a count from four selections on (spec 1 §4).
import { useUntilIdle } from '../../../lib/hooks/useUntilIdle.ts';
import { useState } from 'react';
import { Button, InputGroup, Switch } from '@blueprintjs/core';
import { LabelStateList } from '../../../components/label-filter/LabelStateList.tsx';
import type { LabelFilter } from '../../../lib/labels/label-filter.ts';
import { labelFilterSummary } from '../../../lib/labels/label-filter.ts';

/** Label rows rendered before 'Show more'. */
export const LABEL_PAGE = 60;

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

/** The chosen labels first, then the rest matching `query`, as the sidebar lists them. */
export function sidebarLabels(
  labels: readonly string[],
  filter: LabelFilter,
  query: string,
): string[] {
  const text = query.trim().toLowerCase();
  const chosen = labels.filter((label) => (filter[label] ?? 0) !== 0);
  const rest = labels.filter(
    (label) => (filter[label] ?? 0) === 0 && (text === '' || label.toLowerCase().includes(text)),
  );
  return [...chosen, ...rest];
}

export function HealthSidebar({
  hidePassing,
  onHidePassingChange,
  labels,
  labelFilter,
  onLabelFilterChange,
}: {
  hidePassing: boolean;
  onHidePassingChange: (value: boolean) => void;
  labels: readonly string[];
  labelFilter: LabelFilter;
  onLabelFilterChange: (value: LabelFilter) => void;
}) {
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(LABEL_PAGE);
  const firstScreenOnly = useUntilIdle();
  const rendered = firstScreenOnly ? Math.min(limit, rowsOnFirstScreen(window.innerHeight)) : limit;
  const listed = sidebarLabels(labels, labelFilter, query);
  const chosen = Object.values(labelFilter).filter((state) => state !== 0).length;
  return (
    <aside className="mc-health-sidebar" aria-label="Filters">
      <section>
        <h5>Filter by Health</h5>
        <Switch
          label="Hide Passing"
          checked={hidePassing}
          onChange={(e) => onHidePassingChange(e.currentTarget.checked)}
        />
      </section>
      <section className="mc-health-label-section">
        <h5>Filter by Label</h5>
        {labels.length === 0 ? (
          <p className="mc-muted">No labels</p>
        ) : (
          <>
            <InputGroup
              type="search"
              size="small"
              leftIcon="search"
              aria-label="Search labels"
              placeholder="Search labels"
              value={query}
              onValueChange={(value) => {
                setQuery(value);
                setLimit(LABEL_PAGE);
              }}
            />
            {chosen > 0 && (
              <div className="mc-health-label-summary" aria-live="polite">
                <span title={labelFilterSummary(labelFilter)}>
                  {labelFilterSummary(labelFilter)}
                </span>
                <Button variant="minimal" size="small" onClick={() => onLabelFilterChange({})}>
                  Clear
                </Button>
              </div>
            )}
          </>
        )}
        <LabelStateList
          label="Labels"
          className="mc-health-label-list"
          nameClassName="mc-health-label-name"
          labels={listed.slice(0, rendered)}
          value={labelFilter}
          onChange={onLabelFilterChange}
        />
        {listed.length > limit && (
          <Button
            variant="minimal"
            size="small"
            onClick={() => setLimit((n) => n + LABEL_PAGE)}
            text={`Show more (${listed.length - limit} left)`}
          />
        )}
        {labels.length > 0 && listed.length === 0 && <p className="mc-muted">No options found</p>}
      </section>
    </aside>
  );
}
