// Labels to search and toggle: a search box, the choice summed up (a count from four selections
// on) with Clear, the chosen labels on top, a page of rows at a time with 'Show more', and what
// to say when there are none. The label filter's popover and the health sidebar. Real fleets
// carry hundreds of label pairs; label text is untrusted and rendered as text.
import { useState } from 'react';
import { Button, InputGroup } from '@blueprintjs/core';
import { useUntilIdle } from '../../lib/hooks/useUntilIdle.ts';
import type { LabelFilter } from '../../lib/labels/label-filter.ts';
import { labelFilterSummary } from '../../lib/labels/label-filter.ts';
import { LabelStateList, type LabelListProps } from './LabelStateList.tsx';

/** Label rows rendered before 'Show more'. */
export const LABEL_PAGE = 60;

/**
 * The chosen labels first (those the list lacks, from a link or while it loads, after the others),
 * then the rest matching `query`.
 */
export function chosenFirst(
  labels: readonly string[],
  filter: LabelFilter,
  query: string,
): string[] {
  const text = query.trim().toLowerCase();
  const known = new Set(labels);
  const chosen = [
    ...labels.filter((label) => (filter[label] ?? 0) !== 0),
    ...Object.keys(filter).filter((label) => filter[label] !== 0 && !known.has(label)),
  ];
  const rest = labels.filter(
    (label) => (filter[label] ?? 0) === 0 && (text === '' || label.toLowerCase().includes(text)),
  );
  return [...chosen, ...rest];
}

export function LabelSearchList(
  props: LabelListProps & {
    /** Rows on the first paint, the rest of the page once the screen is idle; the page by default. */
    firstRows?: number;
  },
) {
  const { labels, value, onChange } = props;
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(LABEL_PAGE);
  const firstScreenOnly = useUntilIdle();
  const rendered = firstScreenOnly ? Math.min(limit, props.firstRows ?? limit) : limit;
  const listed = chosenFirst(labels, value, query);
  const chosen = Object.values(value).some((state) => state !== 0);
  if (listed.length === 0 && labels.length === 0 && !query)
    return <p className="mcd-label-search-note">No labels</p>;
  return (
    <>
      <InputGroup
        type="search"
        size="small"
        leftIcon="search"
        aria-label="Search labels"
        placeholder="Search labels"
        value={query}
        onValueChange={(next) => {
          setQuery(next);
          setLimit(LABEL_PAGE);
        }}
      />
      {chosen && (
        <div className="mcd-label-search-summary" aria-live="polite">
          <span title={labelFilterSummary(value)}>{labelFilterSummary(value)}</span>
          <Button variant="minimal" size="small" onClick={() => onChange({})}>
            Clear
          </Button>
        </div>
      )}
      <LabelStateList {...props} labels={listed.slice(0, rendered)} />
      {listed.length > limit && (
        <Button
          variant="minimal"
          size="small"
          onClick={() => setLimit((n) => n + LABEL_PAGE)}
          text={`Show more (${listed.length - limit} left)`}
        />
      )}
      {listed.length === 0 && <p className="mcd-label-search-note">No options found</p>}
    </>
  );
}
