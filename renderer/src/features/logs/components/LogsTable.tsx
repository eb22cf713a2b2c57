// The log results table (spec 2 §2, §9): Time, Message and Labels on the kit's virtual grid, rows
// a line high (labels stay on one line) and measured as they render (messages wrap), 10 rows of
// overscan, resizable Time and Labels columns whose widths persist locally. It takes the lines as props, fetching is
// the page's job.
import { Button, Classes } from '@blueprintjs/core';
import type { LogLine } from '../../../api/services/logs.types.ts';
import { VirtualGrid, type GridColumn } from '../../../components/data-table/VirtualGrid.tsx';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';
import { isLongMessage, lineTime, logLevel } from '../log-line.ts';
import { intentOf } from '../../../lib/vocabulary/vocabulary.ts';
import { LOG_LEVEL } from '../../../lib/vocabulary/log-level.ts';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss.SSS';
/** A line of text and the row's padding; a wrapped message is measured as it renders. */
const ROW_ESTIMATE = 21;

const COLUMNS: readonly GridColumn<LogLine>[] = [
  {
    id: 'time',
    header: 'Time',
    className: 'mcd-logs-time',
    resize: { defaultSize: 170, minSize: 110, maxSize: 400, edge: 'end' },
    cell: (line) => {
      const time = lineTime(line);
      return time && <time dateTime={time}>{formatTimestamp(time, TIME_FORMAT)}</time>;
    },
  },
  {
    id: 'message',
    header: 'Message',
    className: 'mcd-logs-message',
    minWidth: 240,
    cell: (line, { unfolded, toggle }) => {
      const message = line.message ?? '';
      const long = isLongMessage(message);
      return (
        <>
          <span className={long && !unfolded ? 'mcd-logs-text mcd-logs-folded' : 'mcd-logs-text'}>
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
              aria-expanded={unfolded}
              onClick={toggle}
            >
              {unfolded ? 'Show less' : 'Show more'}
            </Button>
          )}
        </>
      );
    },
  },
  {
    id: 'labels',
    header: 'Labels',
    className: 'mcd-logs-labels',
    // Labels is widened by dragging its left edge.
    resize: { defaultSize: 260, minSize: 120, maxSize: 900, edge: 'start' },
    cell: (line) => {
      const level = logLevel(line.labels);
      return Object.entries(line.labels ?? {}).map(([key, value]) => (
        <span
          key={key}
          className={`${Classes.TAG} ${Classes.MINIMAL} mcd-logs-label ${level && key === 'level' ? (Classes.intentClass(intentOf(LOG_LEVEL, level)) ?? '') : ''}`}
          title={`${key}=${value}`}
        >
          {key}={value}
        </span>
      ));
    },
  },
];

const levelClass = (line: LogLine) => {
  const level = logLevel(line.labels);
  return level ? `mcd-logs-level-${level}` : undefined;
};

export function LogsTable(props: { lines: readonly LogLine[]; stale?: boolean }) {
  return (
    <VirtualGrid
      aria-label="Logs"
      columns={COLUMNS}
      rows={props.lines}
      tableId="logs"
      estimateRow={ROW_ESTIMATE}
      overscan={10}
      rowClassName={levelClass}
      stale={props.stale}
    />
  );
}
