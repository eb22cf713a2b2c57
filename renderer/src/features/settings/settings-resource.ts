// Rows of the generic settings tables (spec 3 §3 "Generic settings resource") and where each
// table is read: its `_with_status` view (the latest job's status, last run and last failure)
// where the backend has one (reference §4.7 S2–S5), the table itself otherwise (log backends,
// incident rules, connections, notifications, properties), whose rows show no job columns.
import { z } from 'zod';
import type { ResourceSource } from '../../api/resource/resource-queries.ts';
import { opt, personOrId, ref, timestamps } from '../../api/services/wire-parts.ts';
import type { SettingsTableName } from './settings-tables.ts';

export const settingsRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  labels: z.record(z.string(), z.unknown()).nullish(),
  tags: z.record(z.string(), z.unknown()).nullish(),
  /** Health checks run every `interval` seconds when they have no schedule. */
  interval: z.union([z.string(), z.number()]).nullish(),
  spec: z.unknown().optional(),
  agent: ref('name').nullish(),
  // A uuid when the embed is not available; the person when it is.
  created_by: personOrId,
  ...timestamps,
  ...opt.strings('namespace', 'schedule', 'icon', 'source', 'agent_id', 'deleted_at'),
  ...opt.strings('last_runtime', 'job_last_failed', 'job_status', 'job_name', 'job_time_start'),
  job_details: z.unknown().optional(),
});

export type SettingsRow = z.infer<typeof settingsRowSchema>;

const STATUS_VIEWS: Partial<Record<SettingsTableName, string>> = {
  canaries: 'canaries_with_status',
  config_scrapers: 'config_scrapers_with_status',
  topologies: 'topologies_with_status',
  teams: 'teams_with_status',
};

export function settingsSource(table: SettingsTableName): ResourceSource<SettingsRow> {
  return {
    key: `settings/${table}`,
    table: STATUS_VIEWS[table] ?? table,
    writeTable: table,
    select: '*,created_by(id,name,avatar,email)',
    schema: settingsRowSchema,
    defaultOrder: { column: 'created_at', ascending: false },
    softDelete: true,
  };
}

/** An agent id of all zeros means the resource runs on the backend itself (no agent). */
export const NO_AGENT_ID = '00000000-0000-0000-0000-000000000000';

/** An `interval` in seconds as the schedule it means ('@every 30s', '@every 5m', '@hourly'). */
export function intervalSchedule(interval: unknown): string | undefined {
  const seconds = typeof interval === 'string' ? Number(interval) : interval;
  if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds <= 0) return undefined;
  if (seconds === 3600) return '@hourly';
  if (seconds % 3600 === 0) return `@every ${seconds / 3600}h`;
  if (seconds % 60 === 0) return `@every ${seconds / 60}m`;
  return `@every ${seconds}s`;
}

/** The schedule as written, or a health check's interval as the schedule its form shows. */
export const scheduleText = (row: Pick<SettingsRow, 'schedule' | 'interval'>): string =>
  row.schedule || intervalSchedule(row.interval) || '';

/** How the Source column reads (spec 3 §2.2 source display rules). */
export function sourceText(row: Pick<SettingsRow, 'source' | 'agent'>): string {
  if (row.agent && row.agent.id !== NO_AGENT_ID && row.agent.name)
    return `Linked to ${row.agent.name}`;
  const source = row.source ?? 'UI';
  if (source === 'ConfigFile') return 'Linked to local file';
  return source;
}
