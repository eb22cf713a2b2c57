// One cell of a view's table (spec 4-views §2.6), by the column's type, with the row's attributes
// (icon, url, max/min, config) applied; a null value shows '-'. Cells of a multiselect column
// (and each chip of a labels column) include or exclude their value through `onFilter`.
import type { ReactNode } from 'react';
import { Tag } from '../../../components/tag/Tag.tsx';
import { Link } from 'react-router';
import type { ViewColumn, ViewRow } from '../../../api/services/views.types.ts';
import { Gauge } from '../../../components/chart/Gauge.tsx';
import { cssColour, intentColour } from '../../../components/chart/chart-colours.ts';
import { RelativeTime } from '../../../components/relative-time/RelativeTime.tsx';
import { StatusDot } from '../../../components/status-dot/StatusDot.tsx';
import { StatusTag } from '../../../components/status-tag/StatusTag.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { humanDurationNs } from '../../../lib/format/duration.ts';
import { formatBytes } from '../../../lib/format/bytes.ts';
import { parseSize } from '../../../lib/format/size.ts';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { ExternalLink } from '../../../components/external-link/ExternalLink.tsx';
import { HEALTH } from '../../../lib/vocabulary/health.ts';
import { asText, percentOf, thresholdColour, toNumber } from '../panels/panel-model.ts';
import { FilterButtons } from './FilterButtons.tsx';
import {
  HEALTH_ICONS,
  RESERVED_TYPES,
  attributesOf,
  badgeColour,
  formatMillicore,
  formatNumber,
  type RowAttributes,
} from './cell-model.ts';
import './cells.css';
import { CELL_LINE, CellLine, CellText } from '../../../components/data-table/CellLine.tsx';

/** Include or exclude a value of a multiselect (or labels) column; labels pass `key=value`. */
export type CellFilter = (column: string, value: string, exclude: boolean) => void;

export interface ViewCellProps {
  column: ViewColumn;
  row: ViewRow;
  onFilter?: CellFilter;
  /** In a table: the labels shown before the rest fold into '+N'; a card shows them all. */
  chipLimit?: number;
}

interface Ctx extends ViewCellProps {
  attrs: RowAttributes;
}

const text = asText;
const withUnit = (s: string, col: ViewColumn) => (col.unit ? `${s} ${col.unit}` : s);
const numeric = (format: (n: number) => string) => (v: unknown, c: Ctx) => {
  const n = toNumber(v);
  return n === undefined ? text(v) : withUnit(format(n), c.column);
};

function Badge({ value, column }: { value: string; column: ViewColumn }) {
  const { intent, css } = badgeColour(column, value);
  return (
    <Tag minimal={!css} intent={intent} style={css ? { background: cssColour(css) } : undefined}>
      {value}
    </Tag>
  );
}

function GaugeCell({ value, c }: { value: unknown; c: Ctx }) {
  const cfg = c.column.gauge ?? {};
  const n = toNumber(value);
  const percent = percentOf(n, c.attrs.min ?? cfg.min, c.attrs.max ?? cfg.max);
  const colour =
    cssColour(thresholdColour(percent, cfg.thresholds)) ??
    intentColour(percent === undefined ? 'none' : 'primary');
  const shown =
    n === undefined
      ? text(value)
      : `${formatNumber(n, cfg.precision ?? undefined)}${cfg.unit ?? ''}`;
  return <Gauge size={56} percent={percent} colour={colour} text={shown} label={c.column.name} />;
}

function Labels({ value, c }: { value: unknown; c: Ctx }) {
  const entries = Object.entries((value ?? {}) as Record<string, unknown>).sort(([a], [b]) =>
    a.localeCompare(b),
  );
  const filter = c.column.filter?.type === 'multiselect' ? c.onFilter : undefined;
  return (
    <CellLine chips limit={c.chipLimit}>
      {entries.map(([k, v]) => (
        <Tag key={k} minimal round title={`${k}=${text(v)}`}>
          {k}={text(v)}
          {filter && (
            <FilterButtons
              value={`${k}=${text(v)}`}
              onFilter={(val, ex) => filter(c.column.name, val, ex)}
            />
          )}
        </Tag>
      ))}
    </CellLine>
  );
}

/** The renderer of each column type; a type not listed shows its value as text. */
export const CELL_TYPES: Readonly<Record<string, (value: unknown, c: Ctx) => ReactNode>> = {
  string: (v, c) => (c.column.badge ? <Badge value={text(v)} column={c.column} /> : text(v)),
  number: numeric((n) => formatNumber(n)),
  decimal: numeric((n) => formatNumber(n, 2)),
  boolean: (v) => (v === true || v === 'true' ? 'Yes' : 'No'),
  datetime: (v) => <RelativeTime value={v} fallback={formatTimestamp(v)} />,
  duration: numeric(humanDurationNs),
  bytes: (v, c) => {
    const n = parseSize(v);
    return n === undefined ? text(v) : withUnit(formatBytes(n), c.column);
  },
  millicore: numeric(formatMillicore),
  health: (v) => <StatusTag vocabulary={HEALTH} value={text(v)} withIcon />,
  status: (v, c) => (c.column.icon ? text(v) : <Badge value={text(v)} column={c.column} />),
  gauge: (v, c) => <GaugeCell value={v} c={c} />,
  labels: (v, c) => <Labels value={v} c={c} />,
  config_item: (v, c) => {
    const id = c.row[c.column.configItem?.idField ?? 'id'] ?? c.attrs.config?.id;
    const body = (
      <>
        <TypeIcon name={c.attrs.config?.type} fallback="cube" />
        <CellText>{text(v)}</CellText>
      </>
    );
    return typeof id === 'string' && !c.attrs.url ? (
      <Link className={CELL_LINE} to={paths.catalogItem(id)}>
        {body}
      </Link>
    ) : (
      body
    );
  },
};

function iconOf(c: Ctx) {
  const icon = c.attrs.icon;
  if (!icon || c.column.type === 'config_item' || c.column.type === 'health') return null;
  if (HEALTH_ICONS.has(icon)) return <StatusDot status={icon} />;
  return <TypeIcon name={icon} />;
}

function linked(url: string | undefined, content: ReactNode) {
  if (!url) return content;
  if (url.startsWith('/'))
    return (
      <Link className={CELL_LINE} to={url}>
        {content}
      </Link>
    );
  return (
    <ExternalLink className={CELL_LINE} href={url}>
      {content}
    </ExternalLink>
  );
}

/** Content that lays out its own parts (chips, a gauge, an icon and a name); the rest may be cut. */
const OWN_LAYOUT = new Set(['labels', 'gauge', 'config_item']);

/** Labels a table's cell shows before the rest fold into '+N', so that a row keeps one line. */
export const TABLE_CHIP_LIMIT = 2;

export function ViewCell({ column, row, onFilter, chipLimit }: ViewCellProps) {
  if (RESERVED_TYPES.has(column.type)) return null;
  const value = row[column.name];
  if (value === null || value === undefined || value === '') return <CellLine>-</CellLine>;
  const c: Ctx = { column, row, onFilter, chipLimit, attrs: attributesOf(row, column.name) };
  const made = (CELL_TYPES[column.type] ?? CELL_TYPES.string!)(value, c);
  const content = OWN_LAYOUT.has(column.type) ? made : <CellText>{made}</CellText>;
  const filter =
    column.filter?.type === 'multiselect' && column.type !== 'labels' ? onFilter : undefined;
  return (
    <CellLine>
      {linked(
        c.attrs.url,
        <>
          {iconOf(c)}
          {content}
        </>,
      )}
      {filter && (
        <FilterButtons value={text(value)} onFilter={(v, ex) => filter(column.name, v, ex)} />
      )}
    </CellLine>
  );
}
