// The `configs` playbook parameter (spec 4 §2.13): its value is a resource selector as a JSON
// string, `{"search":"id=<uuid>;id=<uuid>"}` for the catalog items checked, else
// `{"search":"<query>"}` for the search typed; the search asks one selector per filter entry.
// Pure: no React, no fetching.

export const CONFIGS_PLACEHOLDER = 'Search catalog e.g. type=Kubernetes::Deployment grafana';

/** One entry of `properties.filter`: a resource selector (search, types, agent…). */
export type ConfigsSelector = Record<string, unknown> & { search?: string; agent?: string };

export interface ConfigsValue {
  /** The catalog items checked; when any, the run is against them. */
  ids: string[];
  /** The search typed, used when nothing is checked. */
  query: string;
}

/** The parameter's value: the checked ids, else the query; empty when there is neither. */
export function encodeConfigsValue({ ids, query }: ConfigsValue): string {
  if (ids.length > 0) return JSON.stringify({ search: ids.map((id) => `id=${id}`).join(';') });
  return query.trim() === '' ? '' : JSON.stringify({ search: query.trim() });
}

const ID_TERMS = /^id=[^;\s]+(;id=[^;\s]+)*$/;

/** Reads a value back (a default, a re-run): ids when it lists only `id=` terms, else a query. */
export function decodeConfigsValue(value: string): ConfigsValue {
  let search = '';
  try {
    const parsed = JSON.parse(value) as { search?: unknown } | null;
    if (typeof parsed?.search === 'string') search = parsed.search;
  } catch {
    return { ids: [], query: '' };
  }
  if (ID_TERMS.test(search))
    return { ids: search.split(';').map((term) => term.slice('id='.length)), query: '' };
  return { ids: [], query: search };
}

/** The ids a value names, for showing them as catalog links (none for a query). */
export function configIdsOf(value: unknown): string[] {
  return typeof value === 'string' ? decodeConfigsValue(value).ids : [];
}

/** `properties.filter`: a list of selectors (one object is taken as a list of one). */
export function configsFilter(raw: unknown): ConfigsSelector[] {
  const entries = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? [raw] : [];
  return entries.filter(
    (e): e is ConfigsSelector => typeof e === 'object' && e !== null && !Array.isArray(e),
  );
}

/** The `configs` selectors of the search: per filter entry, the typed text before its own search. */
export function searchSelectors(filters: readonly ConfigsSelector[], text: string) {
  const entries = filters.length > 0 ? filters : [{}];
  return entries.map((entry) => ({
    ...entry,
    search: [text.trim(), entry.search?.trim() ?? ''].filter(Boolean).join(' '),
    agent: entry.agent ?? 'all',
  }));
}
