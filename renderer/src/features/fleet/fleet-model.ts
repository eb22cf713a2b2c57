// The fleet inbox's pure model (issue 21 item 1): each organisation's slice becomes rows tagged
// with the organisation; the rows of every organisation are merged into one list, most severe
// first and newest first within a severity (the list's filters are data: fleet-list.tsx); the
// header strip counts rows per organisation; and each organisation's state (live,
// slow, offline, signed out…) is derived from its sign-in state, connectivity and query.
import { paths } from '../../lib/routing/paths.ts';
import { parseTimestamp } from '../../lib/format/timestamp.ts';
import { FLEET_KINDS, type FleetKind, type FleetSlice } from '../../api/services/fleet.types.ts';
import { rankOf } from '../../lib/vocabulary/vocabulary.ts';
import { SEVERITY } from '../../lib/vocabulary/severity.ts';
import type { ConnectivityState } from '../../session/offline/connectivity.ts';
import {
  acrossState,
  type AcrossInput,
  type AcrossState,
  type AcrossStatus,
} from '../../components/across/across-state.ts';

export { FLEET_KINDS, type FleetKind };

/** The inbox's five severity buckets (labels, colours and rank from the severity vocabulary). */
export const FLEET_SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;
export type FleetSeverity = (typeof FLEET_SEVERITIES)[number];

/** Each kind's row text, filter and strip label, and the icon of a row without its own. */
export const KIND_INFO = {
  check: { label: 'Unhealthy check', plural: 'Checks', icon: 'heart' },
  incident: { label: 'Open incident', plural: 'Incidents', icon: 'error' },
  approval: { label: 'Waiting for approval', plural: 'Approvals', icon: 'endorsed' },
  notification: { label: 'Notification', plural: 'Notifications', icon: 'notifications' },
} as const satisfies Record<FleetKind, { label: string; plural: string; icon: string }>;

export interface FleetItem {
  /** Unique across organisations: `<orgId>/<kind>/<id>`. */
  key: string;
  orgId: string;
  kind: FleetKind;
  id: string;
  severity: FleetSeverity;
  title: string;
  /** A short second line: status, type, playbook… */
  detail: string;
  /** When it happened (ms since epoch; 0 when unknown). */
  at: number;
  icon: string | null;
  /** What the user did with it (triage.ts); open when not set. */
  triage?: 'open' | 'acknowledged' | 'snoozed';
}

/** A backend severity as one of the inbox's five; `blocker` is critical, anything unknown `fallback`. */
export function normaliseSeverity(
  raw: string | null | undefined,
  fallback: FleetSeverity,
): FleetSeverity {
  const key = (raw ?? '').trim().toLowerCase();
  if (key === 'blocker' || key === 'critical') return 'critical';
  if (key === 'high' || key === 'error') return 'high';
  if (key === 'medium' || key === 'warning' || key === 'warn') return 'medium';
  if (key === 'low') return 'low';
  if (key === 'info' || key === 'informational') return 'info';
  return fallback;
}

const time = (value: string | null | undefined): number => parseTimestamp(value)?.getTime() ?? 0;

function notificationSeverity(
  health: string | null | undefined,
  status: string | null | undefined,
) {
  const key = (health ?? '').toLowerCase();
  if (key === 'unhealthy') return 'high';
  if (key === 'warning') return 'medium';
  if ((status ?? '').toLowerCase() === 'error') return 'medium';
  return 'info';
}

type Row = Omit<FleetItem, 'key' | 'orgId' | 'kind'>;
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** Each kind's rows of a slice, without the organisation. */
const ROWS: Record<FleetKind, (slice: FleetSlice) => Row[]> = {
  check: (slice) =>
    slice.checks.map((c) => ({
      id: c.id,
      severity: normaliseSeverity(c.severity, 'medium'),
      title: c.name || c.id,
      detail: joined(c.type, c.status),
      at: time(c.last_transition_time ?? c.updated_at),
      icon: c.icon ?? c.type ?? null,
    })),
  incident: (slice) =>
    slice.incidents.map((i) => ({
      id: i.id,
      severity: normaliseSeverity(i.severity, 'medium'),
      title: i.title || i.incident_id || i.id,
      detail: joined(i.incident_id, i.status, i.type),
      at: time(i.created_at),
      icon: null,
    })),
  approval: (slice) =>
    slice.approvals.map((r) => ({
      id: r.id,
      severity: 'high',
      title: r.playbooks?.title || r.playbooks?.name || 'Playbook run',
      detail: 'Pending approval',
      at: time(r.created_at),
      icon: r.playbooks?.icon ?? null,
    })),
  notification: (slice) =>
    slice.notifications.map((n) => ({
      id: n.id,
      severity: notificationSeverity(n.resource?.health, n.status),
      title: n.resource?.name || n.source_event || 'Notification',
      detail: joined(n.source_event, n.status),
      at: time(n.created_at),
      icon: n.resource?.icon ?? n.resource?.type ?? n.resource_type ?? null,
    })),
};

const itemCache = new WeakMap<FleetSlice, Map<string, FleetItem[]>>();

/** The rows of one organisation's slice (memoised per slice object and organisation). */
export function itemsOf(orgId: string, slice: FleetSlice): FleetItem[] {
  let byOrg = itemCache.get(slice);
  const known = byOrg?.get(orgId);
  if (known) return known;
  const items = FLEET_KINDS.flatMap((kind) =>
    ROWS[kind](slice).map((row) => ({ ...row, key: `${orgId}/${kind}/${row.id}`, orgId, kind })),
  );
  if (!byOrg) {
    byOrg = new Map();
    itemCache.set(slice, byOrg);
  }
  byOrg.set(orgId, items);
  return items;
}

/** Most severe first; newest first within a severity; then by key, so the order is stable. */
export function compareItems(a: FleetItem, b: FleetItem): number {
  return (
    rankOf(SEVERITY, b.severity) - rankOf(SEVERITY, a.severity) ||
    b.at - a.at ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  );
}

/** One list of every organisation's rows, in inbox order. */
export const mergeItems = (lists: readonly (readonly FleetItem[])[]): FleetItem[] =>
  lists.flat().sort(compareItems);

let lastMerge: { slices: (FleetSlice | null)[]; orgIds: string[]; items: FleetItem[] } | null =
  null;

/**
 * Every organisation's rows in inbox order, merged again only when an organisation's slice (or the
 * list of organisations) changed: the page renders every second, the list filters only then.
 */
export function feedItems(
  feeds: readonly { org: { id: string }; slice: FleetSlice | null }[],
): FleetItem[] {
  const slices = feeds.map((feed) => feed.slice);
  const orgIds = feeds.map((feed) => feed.org.id);
  const same = (a: readonly unknown[], b: readonly unknown[]) =>
    a.length === b.length && a.every((value, i) => value === b[i]);
  if (lastMerge && same(lastMerge.slices, slices) && same(lastMerge.orgIds, orgIds))
    return lastMerge.items;
  const items = mergeItems(feeds.map((f) => (f.slice ? itemsOf(f.org.id, f.slice) : [])));
  lastMerge = { slices, orgIds, items };
  return items;
}

export type KindCounts = Record<FleetKind, number>;

/** Rows per organisation and kind (of the rows given: the kind and severity filters apply). */
export function countsByOrg(items: readonly FleetItem[]): Map<string, KindCounts> {
  const counts = new Map<string, KindCounts>();
  for (const item of items) {
    let c = counts.get(item.orgId);
    if (!c) counts.set(item.orgId, (c = { check: 0, incident: 0, approval: 0, notification: 0 }));
    c[item.kind] += 1;
  }
  return counts;
}

/** Where a row opens, in its organisation. */
const HREFS: Record<FleetKind, (id: string) => string> = {
  check: (id) => paths.health({ checkId: id }),
  incident: (id) => paths.incident(id),
  approval: (id) => paths.playbookRun(id),
  notification: () => paths.notifications(),
};

export function hrefOf(item: Pick<FleetItem, 'kind' | 'id'>): string {
  return HREFS[item.kind](item.id);
}

// ---- An organisation's state ----

/** The kit's cross-organisation states, and slow. */
export interface FeedState extends Omit<AcrossState, 'status'> {
  status: AcrossStatus | 'slow';
}

/** A read still without an answer after this long marks the organisation slow. */
export const SLOW_AFTER_MS = 3000;

/**
 * An organisation's state: the kit's (across-state.ts: signed out, offline, forbidden, error,
 * loading, live; stale while its data is kept); offline too, at once, when the window's
 * organisation's probe (`connectivity`) or main's sign-in check finds it unreachable, as the
 * window's banner and the switcher say, even while a read hangs or after an earlier answer;
 * forbidden when every kind is; slow while its running read has waited SLOW_AFTER_MS
 * (`waitedMs`: null when none runs).
 */
export function feedState(
  input: AcrossInput<{ slice: FleetSlice }>,
  connectivity: Pick<ConnectivityState, 'offline' | 'reason'> | null,
  waitedMs: number | null,
): FeedState {
  const unreachable = 'the server cannot be reached';
  const probe = connectivity?.offline ? (connectivity.reason ?? unreachable) : null;
  const main = input.authState === 'unreachable' ? (input.authMessage ?? unreachable) : null;
  const why = probe ?? (input.error?.network ? null : main);
  const state = acrossState(why ? { ...input, error: { message: why, network: true } } : input);
  if (state.status === 'live' && input.read?.slice.forbidden.length === FLEET_KINDS.length)
    return { status: 'forbidden', stale: false, reason: null };
  const waiting = state.status === 'live' || state.status === 'loading';
  if (waiting && waitedMs !== null && waitedMs >= SLOW_AFTER_MS)
    return { status: 'slow', stale: Boolean(input.read), reason: null };
  return state;
}
