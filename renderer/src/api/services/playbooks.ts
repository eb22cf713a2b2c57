// Playbooks (reference §4.9) as the run form needs them: playbooks runnable on a resource (P7), a
// playbook's parameters with server-templated defaults (P8), the run itself (P6), and the
// PostgREST lists behind the team, people, component, config and check pickers.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../http/client.ts';
import { postgrest, quoteValue, type PostgrestQuery } from '../http/postgrest.ts';
import {
  paramsResponseSchema,
  pickerRowSchema,
  runResponseSchema,
  runnablePlaybookSchema,
  type PickerFilter,
  type PickerKind,
  type PickerRow,
  type PlaybookResource,
  type RunPlaybookInput,
} from './playbooks.types.ts';
import { parseWire, parseWireRows } from '../http/parse-wire.ts';

/** Rows a picker shows at once; typing narrows on the server. */
export const PICKER_LIMIT = 100;

export const playbooksKeys = {
  all: ['playbooks'] as const,
  runnable: (resource: PlaybookResource) => ['playbooks', 'runnable', resource] as const,
  params: (playbookId: string, resource: PlaybookResource | null) =>
    ['playbooks', 'params', { playbookId, resource }] as const,
  picker: (kind: PickerKind, filter: PickerFilter, search: string) =>
    ['playbooks', 'picker', { kind, filter, search }] as const,
};

/** `check_id`, `config_id` or `component_id` as P6, P7 and P8 name them. */
function resourceField(resource: PlaybookResource | null | undefined): Record<string, string> {
  return resource ? { [`${resource.kind}_id`]: resource.id } : {};
}

/** P7: playbooks whose resource selectors match this check, config or component. */
export function runnablePlaybooksQuery(orgId: string, resource: PlaybookResource) {
  return queryOptions({
    queryKey: playbooksKeys.runnable(resource),
    queryFn: async ({ signal }) => {
      const url = '/api/playbook/list';
      const body = await request<unknown>(orgId, url, { query: resourceField(resource), signal });
      return parseWireRows(runnablePlaybookSchema, body ?? [], url);
    },
  });
}

/** P8: the parameters for running this playbook on the resource, defaults templated by the server. */
export function playbookParamsQuery(
  orgId: string,
  playbookId: string,
  resource: PlaybookResource | null,
) {
  return queryOptions({
    queryKey: playbooksKeys.params(playbookId, resource),
    queryFn: async ({ signal }) => {
      const url = `/api/playbook/${encodeURIComponent(playbookId)}/params`;
      const body = await request<unknown>(orgId, url, {
        method: 'POST',
        body: { id: playbookId, ...resourceField(resource) },
        signal,
      });
      return parseWire(paramsResponseSchema, body, url).params ?? [];
    },
  });
}

/** P6: starts a run; answers its id. A refusal throws the ApiError carrying the server's `error`. */
export async function runPlaybook(orgId: string, input: RunPlaybookInput): Promise<string> {
  const url = '/api/playbook/run';
  const body = await request<unknown>(orgId, url, {
    method: 'POST',
    body: { id: input.playbookId, ...resourceField(input.resource), params: input.params },
  });
  return parseWire(runResponseSchema, body, url).run_id;
}

interface PickerSource {
  table: string;
  select: string;
  /** Columns a `properties.filter` may narrow on; other keys are ignored. */
  filterable: readonly string[];
  /** Rows worth offering at all (PostgREST filters that always apply). */
  base: (q: PostgrestQuery<unknown>) => PostgrestQuery<unknown>;
}

const PICKER_SOURCES: Record<PickerKind, PickerSource> = {
  team: {
    table: 'teams',
    select: 'id,name,icon',
    filterable: ['name'],
    base: (q) => q.is('deleted_at', null),
  },
  people: {
    table: 'people',
    select: 'id,name,email,type',
    filterable: ['name', 'email', 'type'],
    base: (q) => q.is('deleted_at', null).not('email', 'is', 'null'),
  },
  component: {
    table: 'components',
    select: 'id,name,type,namespace',
    filterable: ['name', 'type', 'namespace', 'status', 'health'],
    base: (q) => q.is('deleted_at', null),
  },
  config: {
    table: 'configs',
    select: 'id,name,type,namespace,config_class',
    filterable: ['name', 'type', 'namespace', 'config_class', 'status', 'health'],
    base: (q) => q.is('deleted_at', null),
  },
  check: {
    table: 'checks',
    select: 'id,name,type,namespace',
    filterable: ['name', 'type', 'namespace', 'status'],
    base: (q) => q.is('deleted_at', null),
  },
};

/** One column condition in PostgREST's `or=(…)` grammar. */
function condition(column: string, values: readonly string[]): string {
  const only = values[0];
  if (values.length === 1 && only !== undefined)
    return only.includes('*')
      ? `${column}.ilike.${quoteValue(only)}`
      : `${column}.eq.${quoteValue(only)}`;
  return `${column}.in.(${values.map(quoteValue).join(',')})`;
}

/** Applies the picker filter: one alternative as plain filters, several as `or=(and(…),…)`. */
export function applyPickerFilter<T>(
  query: PostgrestQuery<T>,
  filter: PickerFilter,
  filterable: readonly string[],
): PostgrestQuery<T> {
  const groups = filter
    .map((group) =>
      Object.entries(group).filter(([col, values]) => filterable.includes(col) && values.length),
    )
    .filter((group) => group.length > 0);
  const first = groups[0];
  if (groups.length === 1 && first) {
    for (const [column, values] of first) {
      const only = values[0];
      if (values.length === 1 && only !== undefined)
        query = only.includes('*') ? query.ilike(column, only) : query.eq(column, only);
      else query = query.in(column, values);
    }
    return query;
  }
  if (groups.length > 1)
    query = query.or(
      groups
        .map((group) => `and(${group.map(([col, values]) => condition(col, values)).join(',')})`)
        .join(','),
    );
  return query;
}

/** Rows for a team, people, component, config or check picker, optionally searched by name. */
export function playbookPickerQuery(
  orgId: string,
  kind: PickerKind,
  filter: PickerFilter,
  search: string,
) {
  return queryOptions({
    queryKey: playbooksKeys.picker(kind, filter, search),
    queryFn: async ({ signal }): Promise<PickerRow[]> => {
      const source = PICKER_SOURCES[kind];
      let query = source.base(postgrest<unknown>(source.table)).select(source.select);
      query = applyPickerFilter(query, filter, source.filterable);
      const term = search
        .trim()
        .replace(/[*,()]/g, ' ')
        .trim();
      if (term) query = query.ilike('name', `*${term}*`);
      const page = await query.order('name').limit(PICKER_LIMIT).fetch(orgId, signal);
      return parseWireRows(pickerRowSchema, page.rows, query.path);
    },
    staleTime: 60_000,
  });
}

const RESOURCE_TABLES: Record<PlaybookResource['kind'], string> = {
  config: 'configs',
  check: 'checks',
  component: 'components',
};

/** A check, config or component as another organisation may hold it: by its name and type. */
export interface ResourceIdentity {
  id: string;
  name: string;
  type: string | null;
}

async function resourceRows(
  orgId: string,
  kind: PlaybookResource['kind'],
  narrow: (q: PostgrestQuery<unknown>) => PostgrestQuery<unknown>,
): Promise<ResourceIdentity[]> {
  const query = narrow(
    postgrest<unknown>(RESOURCE_TABLES[kind]).select('id,name,type').is('deleted_at', null),
  ).limit(2);
  const page = await query.fetch(orgId);
  return parseWireRows(pickerRowSchema, page.rows, query.path).map((row) => ({
    id: row.id,
    name: row.name ?? '',
    type: row.type ?? null,
  }));
}

/** The resource's name and type where it was chosen (for finding it elsewhere); null when gone. */
export async function resourceIdentity(
  orgId: string,
  resource: PlaybookResource,
): Promise<ResourceIdentity | null> {
  return (await resourceRows(orgId, resource.kind, (q) => q.eq('id', resource.id)))[0] ?? null;
}

/**
 * The same resource in another organisation: the same id when it holds it, else the one of that
 * name and type. Throws, naming what is missing or ambiguous, rather than sending a wrong id.
 */
export async function matchResourceIn(
  orgId: string,
  resource: PlaybookResource,
  identity: ResourceIdentity | null,
): Promise<PlaybookResource> {
  const same = await resourceRows(orgId, resource.kind, (q) => q.eq('id', resource.id));
  if (same.length > 0) return resource;
  if (!identity || identity.name === '')
    throw new Error(`no ${resource.kind} with the id ${resource.id}`);
  const named = await resourceRows(orgId, resource.kind, (q) => {
    const byName = q.eq('name', identity.name);
    return identity.type ? byName.eq('type', identity.type) : byName;
  });
  const what = `${resource.kind} named ${identity.name}${identity.type ? ` (${identity.type})` : ''}`;
  if (named.length === 0) throw new Error(`no ${what}`);
  if (named.length > 1) throw new Error(`more than one ${what}: not run`);
  return { kind: resource.kind, id: named[0]!.id };
}
