// A view's rows as cards (spec 4-views §2.4 and §2.6): 1, 2 or 3 per row by width, each column
// placed by its card position; an empty page shows 'No data available'.
// CONTRACT for the view page; the card renderer replaces this first cut.
import type { ViewColumn, ViewRow } from '../../../api/services/views.types.ts';
import type { CellFilter } from './ViewCell.tsx';

export interface ViewCardsProps {
  columns: readonly ViewColumn[];
  rows: readonly ViewRow[];
  /** `card.columns`: the body's layout columns. */
  bodyColumns?: number | null;
  onFilter?: CellFilter;
}

export function ViewCards({ rows }: ViewCardsProps) {
  if (rows.length === 0) return <p>No data available</p>;
  return <div className="view-cards">{rows.length}</div>;
}
