// The log results table (spec 2 §2, §9): Time, Message and Labels, virtualised with rows
// estimated at 62 px and measured as they render (messages wrap), 10 rows of overscan, resizable
// Time and Labels columns whose widths persist locally. Built to scroll 100,000 lines
// (tests/bench/logs.bench.ts); it takes the lines as props, fetching is the page's job.
import { memo, useCallback, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, PointerEvent } from 'react';
import { Button, Classes } from '@blueprintjs/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { LogLine } from '../../../api/services/logs.types.ts';
import {
  estimateBoxHeight,
  observeRectAfterLayout,
  scrollSkippingFirstToTop,
} from '../../../components/data-table/virtual-measure.ts';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';
import {
  COLUMN_BOUNDS,
  LOG_COLUMNS,
  MESSAGE_MIN_SIZE,
  browserLocalStorage,
  clampColumnSize,
  draggedSize,
  gridColumns,
  loadColumnSizes,
  saveColumnSize,
  type ColumnSizes,
  type ResizableColumnId,
} from '../log-columns.ts';
import { isLongMessage, lineTime, logLevel } from '../log-line.ts';
import { intentOf } from '../../../lib/vocabulary/vocabulary.ts';
import { LOG_LEVEL } from '../../../lib/vocabulary/log-level.ts';

/** Spec 2 §9. */
export const LOG_ROW_ESTIMATE = 62;
export const LOG_OVERSCAN = 10;
/** The header row's height (logs.css): the rows start this far down the scroller. */
const HEADER_HEIGHT = 32;
/** The scroller fills the window below the shell, heading, toolbar and count (about this much). */
const SCROLLER_ESTIMATE = 'calc(100vh - 200px)';
const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss.SSS';
const RESIZE_STEP = 16;

export interface LogsTableProps {
  lines: readonly LogLine[];
  /** Namespaces the stored column widths. */
  tableId?: string;
  /** A new search is loading: the lines shown are the previous answer's. */
  stale?: boolean;
}

/** The column widths, stored per table; `resize` clamps, and stores when `persist`. */
function useColumnSizes(tableId: string) {
  const [sizes, setSizes] = useState<ColumnSizes>(() =>
    loadColumnSizes(browserLocalStorage(), tableId),
  );
  const resize = useCallback(
    (column: ResizableColumnId, size: number, persist: boolean) => {
      const value = clampColumnSize(column, size);
      setSizes((current) =>
        current[column] === value ? current : { ...current, [column]: value },
      );
      if (persist) saveColumnSize(browserLocalStorage(), tableId, column, value);
    },
    [tableId],
  );
  return [sizes, resize] as const;
}

/** The rows whose long message is unfolded, and the toggle of one. */
function useExpanded() {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback(
    (index: number) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (next.has(index)) next.delete(index);
        else next.add(index);
        return next;
      }),
    [],
  );
  return [expanded, toggle] as const;
}

function LogsHead(props: {
  sizes: ColumnSizes;
  onResize: (column: ResizableColumnId, size: number, persist: boolean) => void;
}) {
  return (
    <div role="rowgroup" className="mcd-logs-head">
      <div role="row" aria-rowindex={1} className="mcd-logs-row mcd-logs-head-row">
        {LOG_COLUMNS.map((column) => (
          // Named explicitly: the resize handle's own label is not part of the header's name.
          <div
            key={column.id}
            role="columnheader"
            aria-label={column.header}
            className="mcd-logs-header"
          >
            {column.header}
            {column.id !== 'message' && (
              <ResizeHandle
                column={column.id}
                header={column.header}
                size={props.sizes[column.id]}
                onResize={props.onResize}
              />
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

export function LogsTable({ lines, tableId = 'logs', stale = false }: LogsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [sizes, resize] = useColumnSizes(tableId);
  const [expanded, toggle] = useExpanded();
  const [scrollToFn] = useState(scrollSkippingFirstToTop);

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design; the rows are memoised on their own props.
  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LOG_ROW_ESTIMATE,
    overscan: LOG_OVERSCAN,
    scrollMargin: HEADER_HEIGHT,
    // Sized from the window, not measured while React commits (virtual-measure.ts).
    initialRect: { width: 0, height: estimateBoxHeight(SCROLLER_ESTIMATE, window.innerHeight) },
    observeElementRect: observeRectAfterLayout,
    scrollToFn,
  });

  const minWidth = sizes.time + MESSAGE_MIN_SIZE + sizes.labels;
  // One custom property lays out every row: dragging a column re-renders no row.
  const style = {
    '--mcd-logs-columns': gridColumns(sizes),
    '--mcd-logs-min-width': `${minWidth}px`,
  };

  return (
    <div
      className={stale ? 'mcd-logs-table mcd-logs-stale' : 'mcd-logs-table'}
      role="table"
      aria-label="Logs"
      aria-rowcount={lines.length + 1}
      aria-busy={stale}
      style={style as CSSProperties}
    >
      <div ref={scrollRef} className="mcd-logs-scroll">
        <LogsHead sizes={sizes} onResize={resize} />
        <div
          role="rowgroup"
          className="mcd-logs-body"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const line = lines[item.index];
            return line ? (
              <LogRow
                key={item.key}
                line={line}
                index={item.index}
                top={item.start - HEADER_HEIGHT}
                expanded={expanded.has(item.index)}
                onToggle={toggle}
                measure={virtualizer.measureElement}
              />
            ) : null;
          })}
        </div>
      </div>
    </div>
  );
}

interface LogRowProps {
  line: LogLine;
  index: number;
  top: number;
  expanded: boolean;
  onToggle: (index: number) => void;
  measure: (node: Element | null) => void;
}

/** Re-renders only when its line, place or folding changes: scrolling renders new rows only. */
const LogRow = memo(function LogRow({
  line,
  index,
  top,
  expanded,
  onToggle,
  measure,
}: LogRowProps) {
  const message = line.message ?? '';
  const long = isLongMessage(message);
  const level = logLevel(line.labels);
  const time = lineTime(line);
  const labels = line.labels ? Object.entries(line.labels) : [];
  return (
    <div
      ref={measure}
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      className={level ? `mcd-logs-row mcd-logs-level-${level}` : 'mcd-logs-row'}
      style={{ transform: `translateY(${top}px)` }}
    >
      <div role="cell" className="mcd-logs-time">
        {time && <time dateTime={time}>{formatTimestamp(time, TIME_FORMAT)}</time>}
      </div>
      <div role="cell" className="mcd-logs-message">
        <span className={long && !expanded ? 'mcd-logs-text mcd-logs-folded' : 'mcd-logs-text'}>
          {message}
        </span>
        {line.count != null && line.count > 1 && (
          <span className="mcd-logs-count" title={`Seen ${line.count} times`}>
            ×{line.count}
          </span>
        )}
        {long && (
          <Button
            variant="minimal"
            size="small"
            className="mcd-logs-more"
            aria-expanded={expanded}
            onClick={() => onToggle(index)}
          >
            {expanded ? 'Show less' : 'Show more'}
          </Button>
        )}
      </div>
      <div role="cell" className="mcd-logs-labels">
        {labels.map(([key, value]) => (
          <span
            key={key}
            className={`${Classes.TAG} ${Classes.MINIMAL} mcd-logs-label ${level && key === 'level' ? (Classes.intentClass(intentOf(LOG_LEVEL, level)) ?? '') : ''}`}
            title={`${key}=${value}`}
          >
            {key}={value}
          </span>
        ))}
      </div>
    </div>
  );
});

/**
 * The drag handle on a column's edge: pointer drags resize it live and store the width on
 * release; arrow keys resize in steps, Home (or a double click) goes back to the default.
 */
function ResizeHandle(props: {
  column: ResizableColumnId;
  header: string;
  size: number;
  onResize: (column: ResizableColumnId, size: number, persist: boolean) => void;
}) {
  const { column, size, onResize } = props;
  const bounds = COLUMN_BOUNDS[column];
  const drag = useRef<{ x: number; size: number; last: number } | null>(null);

  const down = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, size, last: size };
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    start.last = draggedSize(column, start.size, event.clientX - start.x);
    onResize(column, start.last, false);
  };
  const up = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture(event.pointerId);
    onResize(column, start.last, true);
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    // The handle of Labels sits on its left edge: the left arrow widens it, as a drag would.
    const widen = bounds.edge === 'end' ? 'ArrowRight' : 'ArrowLeft';
    const narrow = bounds.edge === 'end' ? 'ArrowLeft' : 'ArrowRight';
    if (event.key === widen) onResize(column, size + RESIZE_STEP, true);
    else if (event.key === narrow) onResize(column, size - RESIZE_STEP, true);
    else if (event.key === 'Home') onResize(column, bounds.defaultSize, true);
    else return;
    event.preventDefault();
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${props.header}`}
      aria-valuenow={size}
      aria-valuemin={bounds.minSize}
      aria-valuemax={bounds.maxSize}
      tabIndex={0}
      className={`mcd-logs-resizer mcd-logs-resizer-${bounds.edge}`}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onKeyDown={key}
      onDoubleClick={() => onResize(column, bounds.defaultSize, true)}
    />
  );
}
