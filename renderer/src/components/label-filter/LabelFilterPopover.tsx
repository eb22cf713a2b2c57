// Tri-state label filter: a button that summarises the choice (a count from 4 selections on) and
// a panel listing labels, each with an exclude/none/include toggle. Label text is untrusted and
// rendered as text.
import { useState } from 'react';
import { Button, InputGroup, PopoverNext } from '@blueprintjs/core';
import type { LabelFilter } from '../../lib/labels/label-filter.ts';
import { labelFilterSummary } from '../../lib/labels/label-filter.ts';
import { LabelStateList } from './LabelStateList.tsx';
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
  const [query, setQuery] = useState('');
  const visible = labels.filter((label) =>
    label.toLowerCase().includes(query.trim().toLowerCase()),
  );
  const active = Object.keys(value).length;
  return (
    <PopoverNext
      placement="bottom-start"
      content={
        <div className="mc-label-filter-panel">
          <InputGroup
            type="search"
            leftIcon="search"
            aria-label="Search labels"
            placeholder="Search labels"
            value={query}
            onValueChange={setQuery}
          />
          <LabelStateList
            label={title}
            className="mc-label-filter-list"
            nameClassName="mc-label-filter-name"
            labels={visible}
            value={value}
            onChange={onChange}
            empty={<li className="mc-label-filter-empty">No options found</li>}
          />
          <Button
            variant="minimal"
            size="small"
            disabled={active === 0}
            onClick={() => onChange({})}
          >
            Clear
          </Button>
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
