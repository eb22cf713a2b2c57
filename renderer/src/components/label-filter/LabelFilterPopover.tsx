// Tri-state label filter: a button that summarises the choice (a count from 4 selections on) and
// a panel listing labels, each with an exclude/none/include toggle. Label text is untrusted and
// rendered as text.
import { Button, PopoverNext } from '@blueprintjs/core';
import type { LabelFilter } from '../../lib/labels/label-filter.ts';
import { labelFilterSummary } from '../../lib/labels/label-filter.ts';
import { LabelSearchList } from './LabelSearchList.tsx';
import './LabelFilterPopover.css';

export type LabelFilterPopoverProps = {
  /** Available labels as "key=value" strings. */
  labels: readonly string[];
  value: LabelFilter;
  onChange: (value: LabelFilter) => void;
  title?: string;
};

export function LabelFilterPopover({
  labels,
  value,
  onChange,
  title = 'Labels',
}: LabelFilterPopoverProps) {
  return (
    <PopoverNext
      placement="bottom-start"
      content={
        <div className="mc-label-filter-panel">
          <LabelSearchList
            label={title}
            className="mc-label-filter-list"
            nameClassName="mc-label-filter-name"
            labels={labels}
            value={value}
            onChange={onChange}
          />
        </div>
      }
    >
      <Button endIcon="caret-down" aria-label={`${title}: ${labelFilterSummary(value)}`}>
        <span className="mc-label-filter-button">
          {title}: {labelFilterSummary(value)}
        </span>
      </Button>
    </PopoverNext>
  );
}
