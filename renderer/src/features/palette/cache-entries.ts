// The palette's entries found in one organisation's offline cache: the persisted QueryClient
// (session/offline/persister.ts: `{ format, savedAt, state: { queries: [{ queryKey, state: { data } }] } }`)
// walked for rows that are checks, components, configs, playbooks or incidents, whatever screen
// cached them (the health summary, a topology tree and its children, catalog pages, a check's
// relationships…). A row is known by its fields first and by the query's service second, so a
// check listed under a component is still a check. Each row once per kind (first seen wins).
import { paths } from '../../lib/routing/paths.ts';
import { persistedQueries } from '../../session/offline/persisted-queries.ts';
import { walkRecords } from '../../lib/data/walk-records.ts';
import { HEALTH } from '../../lib/vocabulary/health.ts';
import { find } from '../../lib/vocabulary/vocabulary.ts';
import type { PaletteEntry, PaletteHealth, PaletteKind } from './palette-model.ts';

type Row = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** How deep the walk goes into a query's data (a topology tree nests components in components). */
const MAX_DEPTH = 8;

/** The row's health in the health vocabulary (its aliases too: degraded is unhealthy); none: null. */
const healthOf = (value: unknown): PaletteHealth | null =>
  value === undefined || value === null ? null : (find(HEALTH, str(value))?.value ?? 'unknown');

/** What a row is, from its fields and the service (`queryKey[0]`) that cached it; null: none. */
function kindOf(row: Row, service: string, resource: string): PaletteKind | null {
  if (typeof row.id !== 'string' || !row.id) return null;
  if (typeof row.title === 'string' && ('incident_id' in row || service === 'incidents'))
    return 'incident';
  if (typeof row.name !== 'string' || !row.name) return null;
  if ('canary_id' in row || 'canary_name' in row) return 'check';
  if ('config_class' in row || 'config_type' in row) return 'config';
  if ('topology_id' in row || 'topology_type' in row || 'parent_id' in row) {
    if (service === 'catalog') return 'config';
    return 'component';
  }
  if (resource === 'playbooks' || (service === 'playbooks' && 'spec' in row)) return 'playbook';
  if ((service === 'health' || service === 'checks') && 'type' in row && 'status' in row)
    return 'check';
  if (service === 'catalog' && 'type' in row) return 'config';
  if (service === 'topology' && 'type' in row) return 'component';
  return null;
}

const joined = (...parts: unknown[]) => parts.map(str).filter(Boolean).join(' · ');
const specOf = (row: Row) =>
  (typeof row.spec === 'object' && row.spec !== null ? row.spec : {}) as Row;

/** How each kind of row reads as an entry: its title, second line, icon, health and route. */
const ENTRY_OF: Record<PaletteKind, (row: Row, id: string) => Omit<PaletteEntry, 'kind' | 'id'>> = {
  check: (row, id) => ({
    title: str(row.name),
    detail: joined(str(row.canary_name) || row.namespace, row.type),
    icon: str(row.icon) || str(row.type),
    health: healthOf(row.status),
    route: paths.health({ checkId: id }),
  }),
  component: (row, id) => ({
    title: str(row.name),
    detail: joined(row.type, row.namespace),
    icon: str(row.icon) || str(row.type),
    health: healthOf(row.health ?? row.status),
    route: paths.topologyItem(id),
  }),
  config: (row, id) => ({
    title: str(row.name),
    detail: joined(str(row.type) || row.config_class, row.namespace),
    icon: str(row.type) || str(row.config_class),
    health: healthOf(row.health),
    route: paths.catalogItem(id),
  }),
  playbook: (row, id) => ({
    title: str(row.title) || str(row.name),
    detail: joined(specOf(row).category, row.namespace),
    icon: str(specOf(row).icon) || str(row.icon) || 'playbook',
    health: null,
    route: paths.playbookRuns({ playbook: id }),
  }),
  incident: (row, id) => ({
    title: str(row.title),
    detail: joined(row.incident_id, row.severity, row.status),
    icon: str(row.type),
    health: null,
    route: paths.incident(id),
  }),
  screen: (row, id) => ({ title: str(row.name), detail: '', icon: '', health: null, route: id }),
};

/** Every entry of a persisted cache (the JSON string main keeps); [] for anything unreadable. */
export function entriesFromCache(payload: string): PaletteEntry[] {
  const entries: PaletteEntry[] = [];
  const seen = new Set<string>();
  for (const query of persistedQueries(payload) ?? []) {
    const key = Array.isArray(query.queryKey) ? (query.queryKey as unknown[]) : [];
    const service = str(key[0]);
    // The resource kit keys lists `['resource', 'settings/playbooks', …]`.
    const resource = service === 'resource' ? str(key[1]).split('/').pop()! : '';
    walkRecords(query.state?.data, MAX_DEPTH, (row) => {
      const kind = kindOf(row, service, resource);
      if (!kind) return;
      const id = `${kind} ${row.id as string}`;
      if (seen.has(id)) return;
      seen.add(id);
      entries.push({ kind, id: row.id as string, ...ENTRY_OF[kind](row, row.id as string) });
    });
  }
  return entries;
}
