// A virtualised grid for rows of varying height (the log results, spec 2 §9): rows estimated and
// measured as they render (their text wraps), columns the user resizes with widths kept locally,
// and rows that fold (a long message unfolded on demand). Built to scroll 100,000 rows
// (tests/bench/logs.bench.ts): one custom property lays out every row, so dragging a column
// re-renders none, and a row re-renders only when its data, place or folding changes.
import { memo, useCallback, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { toggled } from '../../lib/data/toggled.ts';
import {
  browserLocalStorage,
  clampColumnSize,
  gridTemplate,
  loadColumnSizes,
  saveColumnSize,
  type ColumnBounds,
  type ColumnSizes,
} from './column-sizes.ts';
import { ColumnResizeHandle } from './ColumnResizeHandle.tsx';
import {
  estimateBoxHeight,
  observeRectAfterLayout,
  scrollSkippingFirstToTop,
} from './virtual-measure.ts';
import './VirtualGrid.css';

/** Whether a row is unfolded, and the toggle of it. */
export type RowFold = { unfolded: boolean; toggle: () => void };

export type GridColumn<T> = {
  id: string;
  header: string;
  cell: (row: T, fold: RowFold) => ReactNode;
  className?: string;
  /** A width the user drags within these bounds; a column without one shares the rest. */
  resize?: ColumnBounds;
  /** The narrowest a column without `resize` gets; the grid scrolls sideways instead. */
  minWidth?: number;
};

export interface VirtualGridProps<T> {
  'aria-label': string;
  /** Stable (a module constant): every row is memoised on it. */
  columns: readonly GridColumn<T>[];
  rows: readonly T[];
  /** Namespaces the stored column widths. */
  tableId: string;
  /** A row's first height guess, and how many rows render beyond the window. */
  estimateRow: number;
  overscan: number;
  /** Stable: a class for a row (its level, say). */
  rowClassName?: (row: T) => string | undefined;
  /** A new answer is loading: the rows shown are the previous one's. */
  stale?: boolean;
}

/** The header row's height (VirtualGrid.css): the rows start this far down the scroller. */
const HEADER_HEIGHT = 32;
/** The scroller fills the window below the shell and the screen's own bars (about this much). */
const SCROLLER_ESTIMATE = 'calc(100vh - 200px)';

function useColumnSizes<T>(tableId: string, columns: readonly GridColumn<T>[]) {
  const [bounds] = useState(() =>
    Object.fromEntries(columns.flatMap((c) => (c.resize ? [[c.id, c.resize]] : []))),
  );
  const [sizes, setSizes] = useState<ColumnSizes>(() =>
    loadColumnSizes(browserLocalStorage(), tableId, bounds),
  );
  const resize = useCallback(
    (column: string, size: number, persist: boolean) => {
      const value = clampColumnSize(bounds[column]!, size);
      setSizes((current) =>
        current[column] === value ? current : { ...current, [column]: value },
      );
      if (persist) saveColumnSize(browserLocalStorage(), tableId, column, bounds[column]!, value);
    },
    [tableId, bounds],
  );
  return [sizes, resize] as const;
}

function GridHead<T>(props: {
  columns: readonly GridColumn<T>[];
  sizes: ColumnSizes;
  onResize: (column: string, size: number, persist: boolean) => void;
}) {
  return (
    <div role="rowgroup" className="mc-grid-head">
      <div role="row" aria-rowindex={1} className="mc-grid-row mc-grid-head-row">
        {props.columns.map((column) => (
          // Named explicitly: the resize handle's own label is not part of the header's name.
          <div
            key={column.id}
            role="columnheader"
            aria-label={column.header}
            className="mc-grid-header"
          >
            {column.header}
            {column.resize && (
              <ColumnResizeHandle
                header={column.header}
                bounds={column.resize}
                size={props.sizes[column.id]!}
                onResize={(size, persist) => props.onResize(column.id, size, persist)}
              />
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

export function VirtualGrid<T>(props: VirtualGridProps<T>) {
  const { columns, rows, stale = false } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [sizes, resize] = useColumnSizes(props.tableId, columns);
  const [unfolded, setUnfolded] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback((index: number) => setUnfolded((set) => toggled(set, index)), []);
  const [scrollToFn] = useState(scrollSkippingFirstToTop);

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design; the rows are memoised on their own props.
  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => props.estimateRow,
    overscan: props.overscan,
    scrollMargin: HEADER_HEIGHT,
    // Sized from the window, not measured while React commits (virtual-measure.ts).
    initialRect: { width: 0, height: estimateBoxHeight(SCROLLER_ESTIMATE, window.innerHeight) },
    observeElementRect: observeRectAfterLayout,
    scrollToFn,
  });

  const minWidth = columns.reduce(
    (sum, c) => sum + (c.resize ? sizes[c.id]! : (c.minWidth ?? 0)),
    0,
  );
  const style = {
    '--mc-grid-columns': gridTemplate(columns, sizes),
    '--mc-grid-min-width': `${minWidth}px`,
  };

  return (
    <div
      className={stale ? 'mc-grid mc-grid-stale' : 'mc-grid'}
      role="table"
      aria-label={props['aria-label']}
      aria-rowcount={rows.length + 1}
      aria-busy={stale}
      style={style as CSSProperties}
    >
      <div ref={scrollRef} className="mc-grid-scroll">
        <GridHead columns={columns} sizes={sizes} onResize={resize} />
        <div
          role="rowgroup"
          className="mc-grid-body"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            return row === undefined ? null : (
              <GridRow<T>
                key={item.key}
                row={row}
                index={item.index}
                top={item.start - HEADER_HEIGHT}
                unfolded={unfolded.has(item.index)}
                onToggle={toggle}
                measure={virtualizer.measureElement}
                columns={columns}
                rowClassName={props.rowClassName}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}

interface GridRowProps<T> {
  row: T;
  index: number;
  top: number;
  unfolded: boolean;
  onToggle: (index: number) => void;
  measure: (node: Element | null) => void;
  columns: readonly GridColumn<T>[];
  rowClassName?: (row: T) => string | undefined;
}

/** Re-renders only when its row, place or folding changes: scrolling renders new rows only. */
const GridRow = memo(function GridRow<T>(props: GridRowProps<T>) {
  const { row, index, unfolded, onToggle, measure, columns, rowClassName } = props;
  const fold = { unfolded, toggle: () => onToggle(index) };
  const own = rowClassName?.(row);
  return (
    <div
      ref={measure}
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      className={own ? `mc-grid-row ${own}` : 'mc-grid-row'}
      style={{ transform: `translateY(${props.top}px)` }}
    >
      {columns.map((column) => (
        <div key={column.id} role="cell" className={column.className}>
          {column.cell(row, fold)}
        </div>
      ))}
    </div>
  );
}) as <T>(props: GridRowProps<T>) => ReactNode;
