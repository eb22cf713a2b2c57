// A topology component and everything below it: a card counts the insights and incidents of its
// whole subtree (its summary), so the lists its badges open narrow to the same components. A
// component's `path` holds its ancestors' ids, dot-separated.
import { postgrest } from '../http/postgrest.ts';

/** Ids per `in.(…)` request, so each URL stays short. */
const IDS_PER_REQUEST = 100;

/** The ids of the component and of its live descendants. */
export async function componentSubtree(
  orgId: string,
  id: string,
  signal: AbortSignal,
): Promise<string[]> {
  // Only an id goes into the `or` condition; anything else names no component.
  if (!/^[\w-]+$/.test(id)) return [id];
  const { rows } = await postgrest<{ id: string }>('components')
    .select('id')
    .or(`id.eq.${id},path.like.*${id}*`)
    .is('deleted_at', null)
    .fetch(orgId, signal);
  return [...new Set([id, ...rows.map((r) => r.id)])];
}

/** The rows `read` answers for the ids, asked a hundred ids at a time. */
export async function readBySlices<T>(
  ids: readonly string[],
  read: (slice: readonly string[]) => Promise<T[]>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let at = 0; at < ids.length; at += IDS_PER_REQUEST)
    rows.push(...(await read(ids.slice(at, at + IDS_PER_REQUEST))));
  return rows;
}
