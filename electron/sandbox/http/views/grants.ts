// The per-row grants of a view's table (spec 4-views §3): a row's `__grants` lists the ids of the
// scopes whose config targets match the row's config item (its config_item column), so a caller
// restricted to some scopes reads only the rows one of them grants. A row with no config item, or
// one no scope targets, has no grants and shows only to unrestricted callers.
import type { Transaction } from '@electric-sql/pglite';
import type { SchemaCache } from '../../postgrest/schema-cache.ts';
import { SqlParams } from '../../postgrest/sql-conditions.ts';
import { addTargets, type RowLevelPayload } from '../row-level/payload.ts';
import { rowLevelCondition } from '../row-level/row-level-sql.ts';
import { ident } from './queries.ts';
import type { ColumnDef } from './spec.ts';

/** Fills `__grants` of one fingerprint's rows from the live scopes' config targets. */
export async function grantRows(
  tx: Transaction,
  cache: SchemaCache,
  table: string,
  fingerprint: string,
  columns: readonly ColumnDef[],
): Promise<void> {
  const configColumn = columns.find((c) => c.type === 'config_item');
  if (!configColumn) return;
  const scopes = await tx.query<{ id: string; targets: unknown }>(
    'SELECT id::text AS id, targets FROM scopes WHERE deleted_at IS NULL ORDER BY name',
  );
  for (const scope of scopes.rows) {
    const payload: RowLevelPayload = {};
    addTargets(payload, scope.targets);
    if (!payload.config?.some((e) => !e.deny)) continue;
    const params = new SqlParams();
    const fp = params.add(fingerprint);
    const id = params.add(scope.id);
    const column = params.add(configColumn.name);
    const match = rowLevelCondition(
      cache,
      { config: payload.config },
      'config_items',
      'ci',
      params,
    );
    await tx.query(
      `UPDATE ${ident(table)} v SET "__grants" = COALESCE(v."__grants", '[]'::jsonb) || jsonb_build_array(${id}::text)
       FROM config_items ci
       WHERE v.request_fingerprint = ${fp}
         AND ci.id::text = v."__row__attributes" -> ${column}::text -> 'config' ->> 'id'
         AND ${match}`,
      params.values,
    );
  }
}
