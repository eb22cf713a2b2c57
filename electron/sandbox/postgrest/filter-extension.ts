// mission-control's `.filter` query extension (reference §3.3), applied before the PostgREST
// dialect: `status.filter=a,!b,*c*` and datemath on date columns (`created_at.filter=>now-1d`).
import { parseError } from './errors.ts';
import type { Condition, FieldRef, FilterNode } from './parse-filter.ts';

const dateColumns = new Set([
  'created_at',
  'updated_at',
  'deleted_at',
  'time',
  'first_observed',
  'last_observed',
  'last_seen',
  'start_time',
  'end_time',
  'scheduled_time',
  'time_start',
  'time_end',
  'last_runtime',
  'next_runtime',
  'last_transition_time',
  'silenced_at',
  'resolved',
  'closed',
  'acknowledged',
  'expires_at',
  'last_login',
  'last_attempt',
  'check_time',
  'last_received',
  'last_scraped_time',
]);

const unitMs: Record<string, number> = {
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 7 * 86_400_000,
  M: 30 * 86_400_000,
  y: 365 * 86_400_000,
};

/** The start of `unit` around `t` (UTC; weeks start on Monday), or its last millisecond. */
function roundTo(t: number, unit: string, up: boolean): number {
  const d = new Date(t);
  const start = (() => {
    switch (unit) {
      case 'y':
        return Date.UTC(d.getUTCFullYear(), 0);
      case 'M':
        return Date.UTC(d.getUTCFullYear(), d.getUTCMonth());
      case 'w': {
        const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
        return day - ((d.getUTCDay() + 6) % 7) * unitMs.d!;
      }
      default:
        return t - (t % unitMs[unit]!);
    }
  })();
  if (!up) return start;
  const next = new Date(start);
  if (unit === 'y') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else if (unit === 'M') next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setTime(start + unitMs[unit]!);
  return next.getTime() - 1;
}

/**
 * `now`, `now-1d`, `now+2h-30m`, `now/d`, `now-1d/d`, or an ISO/RFC 3339 time → RFC 3339 UTC.
 * A rounding (`/d`) goes to the unit's start, or to its end with `roundUp` (for upper bounds).
 */
export function resolveDateMath(
  text: string,
  now = Date.now(),
  options: { roundUp?: boolean } = {},
): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('now')) {
    let t = now;
    const re = /(?:([+-])(\d+)([smhdwMy])|\/([smhdwMy]))/y;
    re.lastIndex = 3;
    let consumed = 3;
    for (let m = re.exec(trimmed); m; m = re.exec(trimmed)) {
      if (m[4]) t = roundTo(t, m[4], options.roundUp ?? false);
      else {
        const delta = Number(m[2]) * unitMs[m[3]!]!;
        t += m[1] === '-' ? -delta : delta;
      }
      consumed = re.lastIndex;
    }
    if (consumed !== trimmed.length)
      throw parseError(`"failed to parse date math (${text})"`, 'expected now[+-]N<unit>[/<unit>]');
    return new Date(t).toISOString();
  }
  const parsed = Date.parse(trimmed);
  if (Number.isNaN(parsed))
    throw parseError(`"failed to parse date (${text})"`, 'expected datemath or RFC 3339 time');
  return new Date(parsed).toISOString();
}

function condition(
  field: FieldRef,
  op: Condition['op'],
  value: string | string[],
  negated = false,
): Condition {
  return { kind: 'condition', field, negated, op, modifier: null, value };
}

/** Translates one `<column>.filter=<expr>` into filter nodes on that column. */
export function expandFilterExtension(column: string, expr: string): FilterNode[] {
  const field: FieldRef = { column, json: [] };
  const trimmed = expr.trim();
  if (dateColumns.has(column) && trimmed !== '') {
    const first = trimmed[0]!;
    if (first === '>') return [condition(field, 'gt', resolveDateMath(trimmed.slice(1)))];
    if (first === '=') return [condition(field, 'eq', resolveDateMath(trimmed.slice(1)))];
    if (first === '<') return [condition(field, 'lt', resolveDateMath(trimmed.slice(1)))];
    return [condition(field, 'lt', resolveDateMath(trimmed))];
  }
  const include: string[] = [];
  const exclude: string[] = [];
  const includeLike: string[] = [];
  const excludeLike: string[] = [];
  for (const raw of trimmed.split(',')) {
    const item = raw.trim();
    if (item === '') continue;
    const negated = item.startsWith('!');
    const value = negated ? item.slice(1) : item;
    if (value.includes('*')) (negated ? excludeLike : includeLike).push(value);
    else (negated ? exclude : include).push(value);
  }
  const nodes: FilterNode[] = [];
  const positives: FilterNode[] = [];
  if (include.length) positives.push(condition(field, 'in', include));
  for (const p of includeLike) positives.push(condition(field, 'like', p));
  if (positives.length === 1) nodes.push(positives[0]!);
  else if (positives.length > 1)
    nodes.push({ kind: 'logic', op: 'or', negated: false, children: positives });
  if (exclude.length) nodes.push(condition(field, 'in', exclude, true));
  for (const p of excludeLike) nodes.push(condition(field, 'like', p, true));
  return nodes;
}
