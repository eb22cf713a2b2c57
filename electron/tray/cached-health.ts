// The checks in an organisation's offline cache, for the tray: the blob main keeps is the
// renderer's persisted QueryClient (renderer/src/session/offline/persister.ts:
// `{ format, savedAt, state: { queries: [{ queryKey, state: { data } }] } }`), walked for rows that
// are checks — whichever screen cached them (the health list, a component's checks…). A check is
// known by its canary fields, or by a `status` and `type` in a query of the health or checks
// service. Each check once; the first row seen wins.
import type { CachedHealth, CheckRef } from './tray-model.ts';

type Row = Record<string, unknown>;

/** How deep the walk goes into a query's data (a topology tree nests checks in components). */
const MAX_DEPTH = 8;

function isCheck(row: Row, service: string): boolean {
  if (typeof row.id !== 'string' || row.id === '') return false;
  if (typeof row.name !== 'string') return false;
  if (typeof row.status !== 'string') return false;
  if ('canary_id' in row || 'canary_name' in row) return true;
  return (service === 'health' || service === 'checks') && 'type' in row;
}

/** The cached checks; null when the payload is not a persisted cache. */
export function cachedHealth(payload: string, writtenAt: number): CachedHealth | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  const envelope = parsed as { savedAt?: unknown; state?: { queries?: unknown } } | null;
  const queries = envelope?.state?.queries;
  if (!Array.isArray(queries)) return null;
  const seen = new Map<string, boolean>();
  const unhealthy: CheckRef[] = [];
  for (const query of queries as { queryKey?: unknown; state?: { data?: unknown } }[]) {
    const key = Array.isArray(query?.queryKey) ? (query.queryKey as unknown[]) : [];
    const service = typeof key[0] === 'string' ? key[0] : '';
    const walk = (value: unknown, depth: number): void => {
      if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return;
      if (Array.isArray(value)) {
        for (const item of value) walk(item, depth + 1);
        return;
      }
      const row = value as Row;
      if (isCheck(row, service) && !seen.has(row.id as string)) {
        const bad = (row.status as string).toLowerCase() === 'unhealthy';
        seen.set(row.id as string, bad);
        if (bad)
          unhealthy.push({
            id: row.id as string,
            name: (row.name as string) || (row.id as string),
          });
      }
      for (const child of Object.values(row))
        if (typeof child === 'object' && child !== null) walk(child, depth + 1);
    };
    walk(query?.state?.data, 0);
  }
  const savedAt = typeof envelope?.savedAt === 'number' ? envelope.savedAt : writtenAt;
  return { savedAt, checks: seen.size, unhealthy };
}
