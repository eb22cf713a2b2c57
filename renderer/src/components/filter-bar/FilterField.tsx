// A screen's own control beside the filter bar's (Group By, a sort), labelled as the bar labels
// its filters.
import type { ReactNode } from 'react';

export function FilterField(props: { label: string; children: ReactNode }) {
  return (
    <div className="mcd-filter-field">
      <span className="mcd-filter-label">{props.label}</span>
      {props.children}
    </div>
  );
}
