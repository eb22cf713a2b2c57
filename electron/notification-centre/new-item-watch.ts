// The notification centre's "new item" watch, one for every kind that is a row appearing in the
// backend (incidents, approvals waiting, failed playbook runs, critical insights; checks have
// their own health-watch rules). Each kind is a short `ItemSource` (item-sources.ts): which rows
// to read and how one row reads as a notification. This module reads them through the gateway,
// as the page's own calls are, and remembers the ids seen per organisation and kind:
//
// - the first successful read after a sign-in is a baseline: rows already there notify nothing;
// - later, each id not seen before notifies once;
// - a read that fails, or answers anything but a JSON array, changes nothing and notifies nothing
//   (the next poll compares with what was seen before it).
import {
  GATEWAY_REQUEST_HEADER,
  GATEWAY_REQUEST_VALUE,
} from '../../preload/contract/gateway-error.ts';
import type { HealthNotification } from '../../preload/contract/health-watch.ts';
import type { NotificationKind, Severity } from '../../preload/contract/notification-rules.ts';
import type { Gateway } from '../gateway/types.ts';

/** Any origin: the gateway reads only the path after `/org/<orgId>`. */
const BASE = 'http://notification-centre.invalid';
/** Ids remembered per organisation and kind; the oldest are forgotten first. */
const MAX_SEEN = 5000;

export type ItemKind = Exclude<NotificationKind, 'check'>;

export interface ItemNotice {
  title: string;
  body: string;
  /** In-app route the entry opens in its organisation. */
  route: string;
  severity: Severity | null;
}

/** One kind of new item: what to read, and how a row reads. */
export interface ItemSource<Row extends { id: string } = { id: string }> {
  kind: ItemKind;
  /** Path and query under the backend's `/api` (`/db/incidents?…`), for a poll at `now`. */
  path(now: number): string;
  /** A row of the answer, or null to skip it (no id, not this kind). */
  row(raw: Record<string, unknown>): Row | null;
  notice(row: Row, orgName: string): ItemNotice;
}

export type ItemNotification = Omit<HealthNotification, 'checkId' | 'canSilence' | 'kind'> & {
  kind: ItemKind;
  severity: Severity | null;
};

/** The source's rows in `orgId`; null when they cannot be read. */
export async function fetchItems<Row extends { id: string }>(
  gateway: Gateway,
  orgId: string,
  source: ItemSource<Row>,
  now: number,
): Promise<Row[] | null> {
  const request = new Request(`${BASE}/org/${encodeURIComponent(orgId)}/api${source.path(now)}`, {
    headers: { [GATEWAY_REQUEST_HEADER]: GATEWAY_REQUEST_VALUE, accept: 'application/json' },
  });
  const response = await gateway(orgId, request);
  if (!response.ok) return null;
  const rows: unknown = await response.json().catch(() => null);
  if (!Array.isArray(rows)) return null;
  return rows
    .filter((raw): raw is Record<string, unknown> => typeof raw === 'object' && raw !== null)
    .map((raw) => source.row(raw))
    .filter((row): row is Row => row !== null);
}

/**
 * Remembers the ids seen per organisation and kind and turns the unseen ones into notifications.
 * `poll` returns what is new (nothing on the kind's baseline); `reset` forgets an organisation.
 */
export function createNewItemWatch() {
  const seen = new Map<string, Set<string>>();
  const key = (orgId: string, kind: ItemKind) => `${orgId}\n${kind}`;
  return {
    poll<Row extends { id: string }>(
      org: { id: string; name: string },
      source: ItemSource<Row>,
      rows: readonly Row[],
    ): ItemNotification[] {
      const before = seen.get(key(org.id, source.kind));
      const ids = [...(before ?? []), ...rows.map((row) => row.id)];
      seen.set(key(org.id, source.kind), new Set(ids.slice(-MAX_SEEN)));
      if (!before) return [];
      const fresh = new Map<string, Row>();
      for (const row of rows) if (!before.has(row.id) && !fresh.has(row.id)) fresh.set(row.id, row);
      return [...fresh.values()].map((row) => {
        const notice = source.notice(row, org.name);
        return {
          id: `${org.id}:${source.kind}:${row.id}`.slice(0, 200),
          orgId: org.id,
          kind: source.kind,
          title: notice.title.slice(0, 300) || row.id.slice(0, 300),
          body: notice.body.slice(0, 1000),
          route: notice.route,
          severity: notice.severity,
        };
      });
    },
    reset(orgId: string) {
      for (const k of [...seen.keys()]) if (k.startsWith(`${orgId}\n`)) seen.delete(k);
    },
  };
}

/**
 * One organisation's poll of every source: reads them side by side, then hands each new item to
 * `deliver`, all in one go once every source has answered (in the sources' order), so that one
 * poll's notifications reach a window together and can fold into one toast (a window batches what
 * arrives within milliseconds). A source that cannot be read is skipped this time; one that throws
 * is logged.
 */
export function createItemPoller(options: {
  sources: readonly ItemSource<{ id: string }>[];
  gateway: Gateway;
  now: () => number;
  deliver: (notification: ItemNotification) => void;
  log?: ((message: string, error?: unknown) => void) | undefined;
}) {
  const watch = createNewItemWatch();
  return {
    async poll(org: { id: string; name: string }): Promise<void> {
      const now = options.now();
      const found = await Promise.all(
        options.sources.map(async (source) => {
          const rows = await fetchItems(options.gateway, org.id, source, now).catch(
            (error: unknown) => {
              options.log?.(`notification centre: ${source.kind} of ${org.id} not read`, error);
              return null;
            },
          );
          return rows === null ? [] : watch.poll(org, source, rows);
        }),
      );
      for (const notification of found.flat()) options.deliver(notification);
    },
    reset: (orgId: string) => watch.reset(orgId),
  };
}
