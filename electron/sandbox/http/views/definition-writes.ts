// What a write to the `views` table through /db does beyond the row (spec 4-views §4.3, as the
// backend's view controller does for a deleted resource): a view that is gone (a hard DELETE from
// the console, or `deleted_at` set) loses its panel results and its generated table, which also
// leaves the /db schema cache; a view whose spec, name or namespace changed loses its cached
// results, so its next run uses the new spec. The rows are compared before and after the write,
// so any PostgREST filter the write used is covered without parsing it twice.
import { loadSchemaCache } from '../../postgrest/schema-cache.ts';
import type { SandboxContext } from '../types.ts';
import { ident } from './queries.ts';
import { tableName } from './table.ts';

interface Snapshot {
  id: string;
  namespace: string | null;
  name: string;
  spec: string;
  deleted: boolean;
}

export type ViewSnapshots = Map<string, Snapshot>;

export async function snapshotViews(ctx: SandboxContext): Promise<ViewSnapshots> {
  const r = await ctx.db.query<Snapshot>(
    `SELECT id, namespace, name, spec::text AS spec, deleted_at IS NOT NULL AS deleted FROM views`,
  );
  return new Map(r.rows.map((row) => [row.id, row]));
}

/** Drops what the write made stale; `before` is snapshotViews' answer from before the write. */
export async function afterViewsWrite(ctx: SandboxContext, before: ViewSnapshots): Promise<void> {
  const after = await snapshotViews(ctx);
  const stale: string[] = [];
  const dropped: string[] = [];
  for (const old of before.values()) {
    if (old.deleted) continue;
    const now = after.get(old.id);
    const gone = !now || now.deleted;
    const moved = now && (now.name !== old.name || now.namespace !== old.namespace);
    if (gone || moved) dropped.push(tableName(old.namespace ?? '', old.name));
    if (gone || moved || now.spec !== old.spec) stale.push(old.id);
  }
  if (stale.length > 0)
    await ctx.db.query('DELETE FROM view_panels WHERE view_id = ANY($1::uuid[])', [stale]);
  if (dropped.length === 0) return;
  await ctx.db.exec(dropped.map((t) => `DROP TABLE IF EXISTS ${ident(t)};`).join('\n'));
  Object.assign(ctx.schema, await loadSchemaCache(ctx.db));
}
