// Catalog inventory (reference §4.3): the configs table (C1), the grouped summary
// (C2, `POST /catalog/summary`) and the lists behind its filters (C15). The item page's calls
// live in catalog-item.ts.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../http/client.ts';
import { parseWire } from '../http/parse-wire.ts';
import { postgrest, quoteValue } from '../http/postgrest.ts';
import { sortedTexts, textsQuery } from '../http/postgrest-queries.ts';
import {
  configListRowSchema,
  configStatusRowSchema,
  configSummaryResponseSchema,
  configTypeRowSchema,
  keyValueRowSchema,
  tagKeyRowSchema,
  type ConfigListParams,
  type ConfigListRow,
  type ConfigSummaryRequest,
  type ConfigSummaryRow,
} from './catalog.types.ts';

export const CATALOG_SUMMARY_URL = '/api/catalog/summary';
/** Spec 2 §9: the catalog's answers are kept 5 minutes, the label lists 60 s. */
export const CATALOG_STALE_MS = 300_000;
export const CATALOG_LABELS_STALE_MS = 60_000;

export const CONFIG_LIST_SELECT =
  'id,type,config_class,status,health,labels,name,tags,created_at,updated_at,deleted_at,' +
  'cost_per_minute,cost_total_1d,cost_total_30d,changes,analysis,agent:agents(id,name)';

export const catalogKeys = {
  all: ['catalog'] as const,
  summary: (request: ConfigSummaryRequest) => ['catalog', 'summary', request] as const,
  types: () => ['catalog', 'types', {}] as const,
  statuses: () => ['catalog', 'statuses', {}] as const,
  tagKeys: () => ['catalog', 'tag-keys', {}] as const,
  labels: () => ['catalog', 'labels', {}] as const,
};

/** `key=value` → [key, value]; a label without '=' matches the key with an empty value. */
function splitLabel(label: string): [string, string] {
  const at = label.indexOf('=');
  return at < 0 ? [label, ''] : [label.slice(0, at), label.slice(at + 1)];
}

/**
 * The label conditions of C1, each the inside of one `or=(…)` parameter (parameters are ANDed),
 * matched against labels and tags alike: a summary grouped by a tag hands its value on as a
 * label. JSON containment keeps keys such as `app.kubernetes.io/name`, whose dots the `->>`
 * syntax cannot carry, intact. Included values of one key are alternatives; every exclusion must
 * hold, a missing map included.
 */
export function labelConditions(labels: Readonly<Record<string, 1 | -1>>): string[] {
  const includes = new Map<string, string[]>();
  const out: string[] = [];
  for (const [label, state] of Object.entries(labels)) {
    const [key, value] = splitLabel(label);
    const json = JSON.stringify({ [key]: value });
    if (state === 1) includes.set(key, [...(includes.get(key) ?? []), json]);
    else
      out.push(
        `and(or(labels.not.cs.${json},labels.is.null),or(tags.not.cs.${json},tags.is.null))`,
      );
  }
  for (const jsons of includes.values()) {
    out.push(jsons.flatMap((j) => [`labels.cs.${j}`, `tags.cs.${j}`]).join(','));
  }
  return out;
}

export async function fetchConfigList(
  orgId: string,
  params: ConfigListParams,
  signal?: AbortSignal,
): Promise<{ rows: ConfigListRow[]; total: number }> {
  const query = postgrest('configs', configListRowSchema).select(CONFIG_LIST_SELECT);
  if (params.configType) query.eq('type', params.configType);
  if (params.status?.include.length) query.in('status', params.status.include);
  if (params.status?.exclude.length) query.notIn('status', params.status.exclude);
  if (params.health?.include.length) query.in('health', params.health.include);
  if (params.health?.exclude.length) query.notIn('health', params.health.exclude);
  const search = params.search?.trim();
  if (search) {
    const pattern = quoteValue(`*${search}*`);
    query.or(
      ['name', 'type', 'description', 'namespace'].map((c) => `${c}.ilike.${pattern}`).join(','),
    );
  }
  for (const condition of labelConditions(params.labels ?? {})) query.or(condition);
  if (params.hideDeleted) query.is('deleted_at', null);
  if (params.sortBy) query.order(params.sortBy, { ascending: params.sortOrder !== 'desc' });
  else query.order('type').order('name');
  const page = await query.page(params.pageIndex, params.pageSize).fetch(orgId, signal);
  return { rows: page.rows, total: page.total ?? page.rows.length };
}

export async function fetchConfigSummary(
  orgId: string,
  body: ConfigSummaryRequest,
  signal?: AbortSignal,
): Promise<ConfigSummaryRow[]> {
  const answer = await request<unknown>(orgId, CATALOG_SUMMARY_URL, {
    method: 'POST',
    body,
    signal,
  });
  // `null` means nothing matched.
  return parseWire(configSummaryResponseSchema, answer, CATALOG_SUMMARY_URL) ?? [];
}

export function configSummaryQuery(orgId: string, body: ConfigSummaryRequest) {
  return queryOptions({
    queryKey: catalogKeys.summary(body),
    queryFn: ({ signal }) => fetchConfigSummary(orgId, body, signal),
    staleTime: CATALOG_STALE_MS,
  });
}

const labelsStale = { staleTime: CATALOG_LABELS_STALE_MS };

export function configTypesQuery(orgId: string) {
  const query = postgrest('config_types', configTypeRowSchema);
  return textsQuery(orgId, catalogKeys.types(), query, (r) => r.type, labelsStale);
}

export function configStatusesQuery(orgId: string) {
  const query = postgrest('config_statuses', configStatusRowSchema);
  return textsQuery(orgId, catalogKeys.statuses(), query, (r) => r.status, labelsStale);
}

/** The tag keys a summary can be grouped by (`tag:<key>` rows; label keys are not groupable). */
export function configTagKeysQuery(orgId: string) {
  const query = postgrest('config_tags_labels_keys', tagKeyRowSchema);
  const tagKey = (r: { key: string }) => (r.key.startsWith('tag:') ? r.key.slice(4) : null);
  return textsQuery(orgId, catalogKeys.tagKeys(), query, tagKey, labelsStale);
}

/** Label and tag pairs as `key=value`, deduplicated and sorted, for the Labels filter. */
export function configLabelsQuery(orgId: string) {
  return queryOptions({
    queryKey: catalogKeys.labels(),
    queryFn: async ({ signal }) => {
      const [labels, tags] = await Promise.all([
        postgrest('config_labels', keyValueRowSchema).list(orgId, signal),
        postgrest('config_tags', keyValueRowSchema).list(orgId, signal),
      ]);
      return sortedTexts([...labels, ...tags].map((r) => `${r.key}=${r.value ?? ''}`));
    },
    staleTime: CATALOG_LABELS_STALE_MS,
  });
}
