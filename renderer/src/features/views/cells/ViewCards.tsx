// A view's rows as cards (spec 4-views §2.4 and §2.6): 1, 2 or 3 per row by width, each column
// placed by its card position (title, subtitle, headerRight, deck, body, footer), the column with
// `card.useForAccent` colouring the card's edge; an empty page shows 'No data available'.
import type { ViewColumn, ViewRow } from '../../../api/services/views.types.ts';
import { intentColour } from '../../../components/chart/chart-colours.ts';
import { ViewCell, type CellFilter } from './ViewCell.tsx';
import { badgeColour, columnLabel, isShown } from './cell-model.ts';
import './cells.css';

export interface ViewCardsProps {
  columns: readonly ViewColumn[];
  rows: readonly ViewRow[];
  /** `card.columns`: the body's layout columns. */
  bodyColumns?: number | null;
  onFilter?: CellFilter;
}

/** A column's card position (`card.position`, else the deprecated `cardPosition`). */
export const cardPosition = (col: ViewColumn) =>
  col.card?.position ?? col.cardPosition ?? undefined;

const SLOTS = ['title', 'subtitle', 'headerRight', 'deck', 'body', 'footer'] as const;

function Card(props: ViewCardsProps & { row: ViewRow }) {
  const { row, columns, onFilter } = props;
  const at = (slot: string) => columns.filter((c) => isShown(c) && cardPosition(c) === slot);
  const cell = (c: ViewColumn) => (
    <ViewCell key={c.name} column={c} row={row} onFilter={onFilter} />
  );
  const accent = columns.find((c) => c.card?.useForAccent);
  const accentValue = accent ? row[accent.name] : undefined;
  const edge =
    accent && typeof accentValue === 'string'
      ? intentColour(
          badgeColour({ ...accent, badge: accent.badge ?? { color: { auto: true } } }, accentValue)
            .intent,
        )
      : undefined;
  const [title, subtitle, right, deck, body, footer] = SLOTS.map(at);
  return (
    <article className="mc-chart mc-view-card" style={edge ? { borderLeftColor: edge } : undefined}>
      <header>
        <div className="mc-view-card-heading">
          <div className="mc-view-card-title">{title!.map(cell)}</div>
          {subtitle!.length > 0 && (
            <div className="mc-view-card-subtitle">{subtitle!.map(cell)}</div>
          )}
        </div>
        {right!.length > 0 && <div className="mc-view-card-right">{right!.map(cell)}</div>}
      </header>
      {deck!.length > 0 && <div className="mc-view-card-deck">{deck!.map(cell)}</div>}
      {body!.length > 0 && (
        <dl
          className="mc-view-card-body"
          style={{ gridTemplateColumns: `repeat(${props.bodyColumns ?? 1}, minmax(0, 1fr))` }}
        >
          {body!.map((c) => (
            <div key={c.name}>
              <dt>{columnLabel(c.name)}</dt>
              <dd>{cell(c)}</dd>
            </div>
          ))}
        </dl>
      )}
      {footer!.length > 0 && (
        <footer>
          {/* Each named ('Updated 5 minutes ago'): a bare time says nothing of what it is. */}
          {footer!.map((c) => (
            <span key={c.name} className="mc-view-card-footer-item">
              <span className="mc-view-card-footer-label">{columnLabel(c.name)}</span> {cell(c)}
            </span>
          ))}
        </footer>
      )}
    </article>
  );
}

export function ViewCards(props: ViewCardsProps) {
  if (props.rows.length === 0) return <p className="mc-view-cards-empty">No data available</p>;
  return (
    <div className="view-cards mc-view-cards">
      {props.rows.map((row, i) => (
        <Card key={i} {...props} row={row} />
      ))}
    </div>
  );
}
