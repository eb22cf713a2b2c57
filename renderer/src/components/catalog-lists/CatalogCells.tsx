// The cells the catalog's tables share: health counts in colour order, insight counts by type,
// the changes count (highlighted from 500), the cost with its change badge, and a config's link
// (and a column of it).
import { Icon } from '@blueprintjs/core';
import { Tag } from '../tag/Tag.tsx';
import { Link } from 'react-router';
import { TypeIcon } from '../type-icon/TypeIcon.tsx';
import { paths } from '../../lib/routing/paths.ts';
import { statusDotColor } from '../../lib/format/health.ts';
import { ANALYSIS_TYPE } from '../../lib/vocabulary/issue-type.ts';
import { lookup } from '../../lib/vocabulary/vocabulary.ts';
import { costChange, formatChangePercent, formatCost } from './cost.ts';
import { formatCount } from '../../lib/format/count.ts';
import { isHighChanges } from './counts.ts';
import { healthEntries } from './summary-model.ts';
import './catalog-cells.css';
import { CELL_LINE, CellLine, CellText } from '../data-table/CellLine.tsx';
import type { Column } from '../data-table/column.ts';

export function HealthCounts(props: { health: Record<string, number> | null | undefined }) {
  const entries = healthEntries(props.health);
  if (entries.length === 0) return null;
  return (
    <span className="mc-catalog-counts">
      {entries.map(([status, n]) => (
        <span
          key={status}
          className={`mc-catalog-health mc-catalog-health-${statusDotColor(status)}`}
          title={`${status}: ${n}`}
          aria-label={`${status}: ${n}`}
        >
          {formatCount(n)}
        </span>
      ))}
    </span>
  );
}

export function AnalysisCounts(props: { analysis: Record<string, number> | null | undefined }) {
  const entries = Object.entries(props.analysis ?? {}).filter(([, n]) => n > 0);
  if (entries.length === 0) return null;
  return (
    <span className="mc-catalog-counts">
      {entries
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([type, n]) => (
          <span
            key={type}
            className="mc-catalog-analysis"
            title={`${type}: ${n}`}
            aria-label={`${type}: ${n}`}
          >
            <Icon icon={lookup(ANALYSIS_TYPE, type).icon ?? 'info-sign'} size={12} />
            {formatCount(n)}
          </span>
        ))}
    </span>
  );
}

export function ChangesCount(props: { value: number | null | undefined }) {
  const { value } = props;
  if (!value) return null;
  return (
    <span
      className={isHighChanges(value) ? 'mc-catalog-changes mc-catalog-changes-high' : undefined}
      title={`${value} changes`}
    >
      {formatCount(value)}
    </span>
  );
}

export function CostText(props: {
  value: number | null | undefined;
  /** With today's total, a change beyond 10 % against the daily average gets a badge. */
  today?: number | null;
}) {
  const text = formatCost(props.value);
  if (!text) return null;
  return (
    <span className="mc-catalog-cost">
      {text}
      <CostChangeTag today={props.today} total30d={props.value} />
    </span>
  );
}

/** A badge when today's cost differs from the 30-day daily average by more than 10 %. */
export function CostChangeTag(props: {
  today: number | null | undefined;
  total30d: number | null | undefined;
}) {
  const change = costChange(props.today, props.total30d);
  if (!change?.badge) return null;
  return (
    <Tag
      minimal
      round
      intent={change.percent > 0 ? 'danger' : 'success'}
      title="Today against the 30-day daily average"
    >
      {formatChangePercent(change.percent)}
    </Tag>
  );
}

/** A config's type icon and name, linking to it (the row itself opens the change or insight). */
export function ConfigLink(props: { id?: string | null; name: string; type?: string | null }) {
  const { id, name, type } = props;
  const body = (
    <>
      <TypeIcon name={type} size={16} fallback="cube" />
      <CellText>{name}</CellText>
    </>
  );
  if (!id) return <CellLine>{body}</CellLine>;
  return (
    <Link
      to={paths.catalogItem(id)}
      className={CELL_LINE}
      title={type ? `${type}: ${name}` : name}
      onClick={(event) => event.stopPropagation()}
    >
      {body}
    </Link>
  );
}

interface ConfigRef {
  id: string | null | undefined;
  name: string | null | undefined;
  type?: string | null;
}

/** A column of the config a row is about: ConfigLink (its id where it has no name); exports the name. */
export function configColumn<T>(
  id: string,
  header: string,
  config: (row: T) => ConfigRef,
  more: Partial<Column<T>> = {},
): Column<T> {
  return {
    id,
    header,
    exportValue: (row) => config(row).name ?? null,
    cell: (row) => {
      const c = config(row);
      return <ConfigLink id={c.id} name={c.name ?? c.id ?? ''} type={c.type} />;
    },
    ...more,
  };
}
