// Rows to choose from by name (a silence's resource, a rule's recipient, a permission's subject or
// resource): one table per kind with the rows worth offering, searched by the typed text.
import type { z } from 'zod';
import { parseWireRows } from '../http/parse-wire.ts';
import { postgrest, type PostgrestQuery } from '../http/postgrest.ts';

export interface NamePickerSource {
  table: string;
  select: string;
  /** Rows worth offering at all (PostgREST filters that always apply). */
  base: (q: PostgrestQuery<unknown>) => PostgrestQuery<unknown>;
}

export const notDeleted = (q: PostgrestQuery<unknown>) => q.is('deleted_at', null);

/** The first 100 rows of `source` whose name holds `search` (PostgREST's own signs dropped), by name. */
export async function searchByName<S extends z.ZodType>(
  orgId: string,
  source: NamePickerSource,
  rowSchema: S,
  search: string,
  signal?: AbortSignal,
): Promise<z.infer<S>[]> {
  const query = source.base(postgrest<unknown>(source.table)).select(source.select);
  const term = search.replace(/[*,()]/g, ' ').trim();
  if (term) query.ilike('name', `*${term}*`);
  const page = await query.order('name').limit(100).fetch(orgId, signal);
  return parseWireRows(rowSchema, page.rows, source.table);
}
