// The digest of the checks in an organisation's cached queries, written beside them for main
// (preload/contract/cache-digest.ts: the tray reads it, never the queries). A check is known by
// its canary fields, or by a `status` and `type` in a query of the health or checks service,
// whichever screen cached it (the health list, a component's checks nested in a topology tree…).
// Each check counts once; the first row seen wins.
import type { CachedChecks } from '../../../../preload/contract/cache-digest.ts';
import { walkRecords, type DataRecord } from '../../lib/data/walk-records.ts';

type Row = DataRecord;
type Found = readonly { id: string; name: string; bad: boolean }[];

/** How deep the walk goes into a query's data (a topology tree nests checks in components). */
const MAX_DEPTH = 8;

function isCheck(row: Row, service: string): boolean {
  if (typeof row.id !== 'string' || row.id === '') return false;
  if (typeof row.name !== 'string') return false;
  if (typeof row.status !== 'string') return false;
  if ('canary_id' in row || 'canary_name' in row) return true;
  return (service === 'health' || service === 'checks') && 'type' in row;
}

// The checks of each data object, by object: a refetch with equal data keeps the same object
// (structural sharing), so unchanged queries are not walked again at the next write.
const foundIn = new WeakMap<object, Map<string, Found>>();

function checksIn(data: unknown, service: string): Found {
  if (typeof data !== 'object' || data === null) return [];
  const known = foundIn.get(data)?.get(service);
  if (known) return known;
  const found: { id: string; name: string; bad: boolean }[] = [];
  walkRecords(data, MAX_DEPTH, (row) => {
    if (!isCheck(row, service)) return;
    const id = row.id as string;
    found.push({
      id,
      name: (row.name as string) || id,
      bad: (row.status as string).toLowerCase() === 'unhealthy',
    });
  });
  const byService = foundIn.get(data) ?? new Map<string, Found>();
  byService.set(service, found);
  foundIn.set(data, byService);
  return found;
}

export function checksDigest(
  queries: readonly { queryKey: readonly unknown[]; data: unknown }[],
): CachedChecks {
  const seen = new Set<string>();
  const unhealthy: CachedChecks['unhealthy'] = [];
  for (const { queryKey, data } of queries) {
    const service = typeof queryKey[0] === 'string' ? queryKey[0] : '';
    for (const check of checksIn(data, service)) {
      if (seen.has(check.id)) continue;
      seen.add(check.id);
      if (check.bad) unhealthy.push({ id: check.id, name: check.name });
    }
  }
  return { checks: seen.size, unhealthy };
}
