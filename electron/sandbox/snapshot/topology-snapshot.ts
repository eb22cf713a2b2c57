// The files of a topology snapshot (T12), after mission-control's snapshot package: the
// component's tree as T1 returns it, its checks and their statuses since `start`, its logs,
// and with `related` the components, configs (with changes and insights) and incidents linked to
// it. Upstream writes some tables as CSV; every table here is JSON, one array of rows per file.
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { queryTopology, DEFAULT_DEPTH } from '../http/routes/topology-query.ts';
import type { Json } from '../http/routes/topology-json.ts';
import {
  logStream,
  searchLogs,
  type LogSelector,
  type ComponentLogsRow,
  COMPONENT_LOGS_COLUMNS,
} from '../logs/log-stream.ts';
import type { ZipEntry } from './zip.ts';

/** Per table, newest first: a snapshot is for reading, not a database export. */
const ROW_CAP = 5_000;
const LOG_LINE_CAP = 10_000;
/** Hops through component and config relationships for `related`. */
const RELATED_DEPTH = 5;

export interface SnapshotOptions {
  id: string;
  related: boolean;
  /** Epoch ms bounds of check statuses and logs. */
  from: number;
  to: number;
  logFormat: 'log' | 'json';
  now: Date;
}

async function rows(db: PGlite, sql: string, params: unknown[]): Promise<unknown[]> {
  const result = await db.query<{ rows: string }>(
    `SELECT COALESCE(json_agg(t), '[]')::text AS rows FROM (${sql}) t`,
    params,
  );
  return JSON.parse(result.rows[0]?.rows ?? '[]') as unknown[];
}

async function ids(db: PGlite, sql: string, params: unknown[]): Promise<string[]> {
  return (await db.query<{ id: string }>(sql, params)).rows.map((r) => r.id);
}

function treeIds(components: readonly Json[], into: Set<string>): Set<string> {
  for (const c of components) {
    into.add(String(c.id));
    treeIds((c.components as Json[] | undefined) ?? [], into);
  }
  return into;
}

/** Components linked by component relationships, either way, up to RELATED_DEPTH hops. */
const relatedComponentsSql = `
  WITH RECURSIVE linked(id, depth) AS (
    SELECT $1::uuid, 0
    UNION
    SELECT CASE WHEN r.component_id = l.id THEN r.relationship_id ELSE r.component_id END, l.depth + 1
    FROM linked l JOIN component_relationships r ON l.id IN (r.component_id, r.relationship_id)
    WHERE r.deleted_at IS NULL AND l.depth < ${RELATED_DEPTH})
  SELECT DISTINCT linked.id FROM linked JOIN components c ON c.id = linked.id
  WHERE c.deleted_at IS NULL AND linked.id <> $1::uuid`;

/** Configs linked to the components, plus configs related to those, up to RELATED_DEPTH hops. */
const relatedConfigsSql = `
  WITH RECURSIVE linked(id, depth) AS (
    SELECT config_id, 0 FROM config_component_relationships
    WHERE component_id = ANY($1::uuid[]) AND deleted_at IS NULL
    UNION
    SELECT CASE WHEN r.config_id = l.id THEN r.related_id ELSE r.config_id END, l.depth + 1
    FROM linked l JOIN config_relationships r ON l.id IN (r.config_id, r.related_id)
    WHERE r.deleted_at IS NULL AND l.depth < ${RELATED_DEPTH})
  SELECT DISTINCT id FROM linked`;

function logFile(
  component: ComponentLogsRow,
  selector: LogSelector,
  opts: SnapshotOptions,
): ZipEntry | null {
  const page = searchLogs(
    logStream(component, selector),
    { from: opts.from, to: opts.to, limit: LOG_LINE_CAP },
    opts.now.getTime(),
  );
  if (page.results.length === 0) return null;
  const hash = createHash('sha256').update(component.id).digest('hex');
  const data =
    opts.logFormat === 'json'
      ? JSON.stringify({
          id: component.id,
          name: component.name,
          type: component.type,
          logs: page.results,
        })
      : page.results
          .map((l) => {
            const labels = Object.entries(l.labels)
              .map(([k, v]) => `${k}:${v}`)
              .join(' ');
            return `[${l.timestamp}] ${l.message} {map[${labels}]}`;
          })
          .join('\n');
  const safe = (text: string) => text.replace(/[\\/:*?"<>|]+/g, '_');
  return {
    name: safe(
      `logs-${component.type ?? ''}-${component.name}-${selector.name ?? ''}-${hash}.${opts.logFormat}`,
    ),
    data,
    modified: opts.now,
  };
}

/** The topology trees under each root, hidden components included. */
async function componentTrees(db: PGlite, rootIds: readonly string[]): Promise<Json[]> {
  const trees: Json[] = [];
  for (const id of rootIds) {
    const answer = await queryTopology(db, {
      id,
      types: [],
      statuses: [],
      depth: DEFAULT_DEPTH,
      flatten: false,
      sortBy: '',
      sortOrder: '',
      includeHidden: true,
    });
    trees.push(...answer.components);
  }
  return trees;
}

/** The related configs (their changes and analyses) and the incidents that cite the components. */
async function relatedFiles(
  db: PGlite,
  componentIds: readonly string[],
): Promise<[string, unknown[]][]> {
  const configIds = await ids(db, relatedConfigsSql, [componentIds]);
  const incidentIds = await ids(
    db,
    `SELECT DISTINCT h.incident_id AS id FROM evidences e JOIN hypotheses h ON h.id = e.hypothesis_id
     WHERE e.component_id = ANY($1::uuid[])`,
    [componentIds],
  );
  const byConfig = (table: string, order: string) =>
    rows(
      db,
      `SELECT * FROM ${table} WHERE config_id = ANY($1::uuid[]) ORDER BY ${order} DESC LIMIT ${ROW_CAP}`,
      [configIds],
    );
  return [
    [
      'config_items.json',
      await rows(db, `SELECT * FROM config_items WHERE id = ANY($1::uuid[]) ORDER BY name`, [
        configIds,
      ]),
    ],
    ['config_changes.json', await byConfig('config_changes', 'created_at')],
    ['config_analysis.json', await byConfig('config_analysis', 'last_observed')],
    [
      'incidents.json',
      await rows(
        db,
        `SELECT * FROM incidents WHERE id = ANY($1::uuid[]) ORDER BY created_at DESC`,
        [incidentIds],
      ),
    ],
    [
      'hypotheses.json',
      await rows(
        db,
        `SELECT * FROM hypotheses WHERE incident_id = ANY($1::uuid[]) ORDER BY created_at`,
        [incidentIds],
      ),
    ],
    [
      'evidences.json',
      await rows(
        db,
        `SELECT e.* FROM evidences e JOIN hypotheses h ON h.id = e.hypothesis_id
         WHERE h.incident_id = ANY($1::uuid[]) ORDER BY e.created_at`,
        [incidentIds],
      ),
    ],
  ];
}

/** A log file per log selector of the components. */
async function logEntries(
  db: PGlite,
  componentIds: readonly string[],
  opts: SnapshotOptions,
): Promise<ZipEntry[]> {
  const entries: ZipEntry[] = [];
  const components = await db.query<ComponentLogsRow>(
    `SELECT ${COMPONENT_LOGS_COLUMNS} FROM components WHERE id = ANY($1::uuid[]) ORDER BY name`,
    [componentIds],
  );
  for (const c of components.rows) {
    const selectors = Array.isArray(c.log_selectors) ? (c.log_selectors as LogSelector[]) : [];
    for (const selector of selectors) {
      const file = logFile(c, selector, opts);
      if (file) entries.push(file);
    }
  }
  return entries;
}

/** The archive's entries; null when the component does not exist (or is deleted). */
export async function topologySnapshotEntries(
  db: PGlite,
  opts: SnapshotOptions,
): Promise<{ component: ComponentLogsRow; entries: ZipEntry[] } | null> {
  const found = await db.query<ComponentLogsRow>(
    `SELECT ${COMPONENT_LOGS_COLUMNS} FROM components WHERE id = $1 AND deleted_at IS NULL`,
    [opts.id],
  );
  const component = found.rows[0];
  if (!component) return null;

  const rootIds = [opts.id];
  if (opts.related) rootIds.push(...(await ids(db, relatedComponentsSql, [opts.id])));
  const trees = await componentTrees(db, rootIds);
  const componentIds = [...treeIds(trees, new Set<string>())];
  const window = [new Date(opts.from).toISOString(), new Date(opts.to).toISOString()];
  const files: [string, unknown[]][] = [
    ['components.json', trees],
    [
      'checks.json',
      await rows(
        db,
        `SELECT c.* FROM checks c WHERE c.deleted_at IS NULL AND c.id IN (
           SELECT check_id FROM check_component_relationships
           WHERE component_id = ANY($1::uuid[]) AND deleted_at IS NULL)
         ORDER BY c.name`,
        [componentIds],
      ),
    ],
    [
      'check_statuses.json',
      await rows(
        db,
        `SELECT s.check_id, s.time, s.status, s.invalid, s.duration, s.message, s.error, s.details
         FROM check_statuses s WHERE s.time BETWEEN $2 AND $3 AND s.check_id IN (
           SELECT check_id FROM check_component_relationships
           WHERE component_id = ANY($1::uuid[]) AND deleted_at IS NULL)
         ORDER BY s.time DESC LIMIT ${ROW_CAP}`,
        [componentIds, ...window],
      ),
    ],
  ];
  if (opts.related) files.push(...(await relatedFiles(db, componentIds)));

  const entries: ZipEntry[] = files.map(([name, data]) => ({
    name,
    data: JSON.stringify(data, null, 2),
    modified: opts.now,
  }));
  // Logs of the snapshot's own components (the one asked for, and the related ones), as upstream.
  entries.push(...(await logEntries(db, rootIds, opts)));
  entries.unshift({
    name: 'snapshot.json',
    data: JSON.stringify(
      {
        component: { id: component.id, name: component.name, type: component.type },
        related: opts.related,
        start: window[0],
        end: window[1],
        created_at: opts.now.toISOString(),
        files: entries.map((e) => e.name),
      },
      null,
      2,
    ),
    modified: opts.now,
  });
  return { component, entries };
}
