// The notification centre's new-item kinds (issue 36 item 2), each a short definition for the
// generic watch (new-item-watch.ts): the rows it reads through the gateway (the wire contract's
// endpoints, as the console reads them) and how one row reads as a notification.
//
// - incident: incidents created in the last day (reference I6 without the nested select);
// - approval: playbook runs waiting for approval (as the fleet inbox reads them);
// - playbookFailed: top-level runs that failed, created or ended in the last day (P9);
// - insight: open critical insights first observed in the last day (C12, the insights list).
import { SEVERITIES, type Severity } from '../../preload/contract/notification-rules.ts';
import type { ItemSource } from './new-item-watch.ts';

/** Rows created within this window are compared; older ones can no longer be new. */
export const LOOKBACK_MS = 24 * 60 * 60_000;
/** Rows read per kind and poll, newest first. */
export const MAX_ROWS = 500;

const since = (now: number) => new Date(now - LOOKBACK_MS).toISOString();
const query = (table: string, params: Record<string, string>) =>
  `/db/${table}?${new URLSearchParams({ ...params, limit: String(MAX_ROWS) }).toString()}`;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const idOf = (raw: Record<string, unknown>) => text(raw.id);
const seg = encodeURIComponent;

export const asSeverity = (value: unknown): Severity | null =>
  typeof value === 'string' && (SEVERITIES as readonly string[]).includes(value.toLowerCase())
    ? (value.toLowerCase() as Severity)
    : null;

export interface IncidentRow {
  id: string;
  title: string;
  severity: Severity | null;
  incidentId: string | null;
}

export const incidentSource: ItemSource<IncidentRow> = {
  kind: 'incident',
  path: (now) =>
    query('incidents', {
      select: 'id,incident_id,title,severity,created_at',
      created_at: `gte.${since(now)}`,
      order: 'created_at.desc',
    }),
  row: (raw) => {
    const id = idOf(raw);
    if (!id) return null;
    return {
      id,
      title: text(raw.title) ?? id,
      severity: asSeverity(raw.severity),
      incidentId: text(raw.incident_id),
    };
  },
  notice: (row, orgName) => ({
    title: `${row.incidentId ? `${row.incidentId} ` : ''}${row.title}`,
    body: `New ${row.severity ?? 'unknown severity'} incident in ${orgName}`,
    route: `/incidents/${seg(row.id)}`,
    severity: row.severity,
  }),
};

export interface RunRow {
  id: string;
  /** The playbook's title, else its name; null when the run's playbook is not readable. */
  playbook: string | null;
  error: string | null;
}

const RUN_SELECT = 'id,status,created_at,end_time,error,playbooks(id,name,title)';

/** A run row of `status` with its playbook's name; null for another status or no id. */
function runRow(raw: Record<string, unknown>, status: string): RunRow | null {
  const id = idOf(raw);
  if (!id || raw.status !== status) return null;
  const playbook = (
    typeof raw.playbooks === 'object' && raw.playbooks !== null ? raw.playbooks : {}
  ) as Record<string, unknown>;
  return { id, playbook: text(playbook.title) ?? text(playbook.name), error: text(raw.error) };
}

export const approvalSource: ItemSource<RunRow> = {
  kind: 'approval',
  path: () =>
    query('playbook_runs', {
      select: RUN_SELECT,
      status: 'eq.pending_approval',
      order: 'created_at.desc',
    }),
  row: (raw) => runRow(raw, 'pending_approval'),
  notice: (row, orgName) => ({
    title: row.playbook ?? 'Playbook run',
    body: `Run of ${row.playbook ?? 'a playbook'} waits for your approval in ${orgName}`,
    route: `/playbooks/runs/${seg(row.id)}`,
    severity: null,
  }),
};

export const playbookFailedSource: ItemSource<RunRow> = {
  kind: 'playbookFailed',
  path: (now) =>
    query('playbook_runs', {
      select: RUN_SELECT,
      status: 'eq.failed',
      parent_id: 'is.null',
      or: `(created_at.gte.${since(now)},end_time.gte.${since(now)})`,
      order: 'created_at.desc',
    }),
  row: (raw) => runRow(raw, 'failed'),
  notice: (row, orgName) => ({
    title: row.playbook ?? 'Playbook run',
    body: `Run of ${row.playbook ?? 'a playbook'} failed in ${orgName}${row.error ? `: ${row.error}` : ''}`,
    route: `/playbooks/runs/${seg(row.id)}`,
    severity: null,
  }),
};

export interface InsightRow {
  id: string;
  configId: string | null;
  configName: string | null;
  summary: string;
  analyzer: string | null;
}

export const insightSource: ItemSource<InsightRow> = {
  kind: 'insight',
  path: (now) =>
    query('config_analysis_items', {
      select: 'id,analyzer,summary,message,severity,status,first_observed,config_id,config_name',
      severity: 'eq.critical',
      status: 'eq.open',
      first_observed: `gte.${since(now)}`,
      order: 'first_observed.desc',
    }),
  row: (raw) => {
    const id = idOf(raw);
    if (!id || asSeverity(raw.severity) !== 'critical') return null;
    const analyzer = text(raw.analyzer);
    return {
      id,
      configId: text(raw.config_id),
      configName: text(raw.config_name),
      summary: text(raw.summary) ?? text(raw.message) ?? analyzer ?? id,
      analyzer,
    };
  },
  notice: (row, orgName) => ({
    title: row.configName ? `${row.configName}: ${row.summary}` : row.summary,
    body: `New critical insight${row.analyzer ? ` from ${row.analyzer}` : ''} in ${orgName}`,
    // The item's Insights tab; without an item, the insights list filtered as the console does.
    route: row.configId
      ? `/catalog/${seg(row.configId)}/insights`
      : `/catalog/insights?${new URLSearchParams({ severity: 'critical' }).toString()}`,
    severity: 'critical',
  }),
};

/** Every new-item kind, polled with the checks. */
export const ITEM_SOURCES = [
  incidentSource,
  approvalSource,
  playbookFailedSource,
  insightSource,
] as readonly ItemSource<{ id: string }>[];
