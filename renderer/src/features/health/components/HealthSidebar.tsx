// Left-hand filters of the dashboard (spec 1 §2): 'Filter by Health' with the 'Hide Passing'
// switch, and 'Filter by Label' with a tri-state toggle per label.
import { Switch } from '@blueprintjs/core';
import { TriStateToggle } from '../../../components/label-filter/TriStateToggle.tsx';
import type { LabelFilter } from '../../../lib/labels/label-filter.ts';
import { setLabelState } from '../../../lib/labels/label-filter.ts';

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
      <section>
        <h5>Filter by Label</h5>
        {labels.length === 0 && <p className="mc-muted">No labels</p>}
        <ul className="mc-health-label-list" aria-label="Labels">
          {labels.map((label) => (
            <li key={label}>
              <span className="mc-health-label-name" title={label}>
                {label}
              </span>
              <TriStateToggle
                label={label}
                value={labelFilter[label] ?? 0}
                onChange={(state) => onLabelFilterChange(setLabelState(labelFilter, label, state))}
              />
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
