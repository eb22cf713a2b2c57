// What a scope target may name (spec 5-access §2.2): the names of one resource type, searched on
// the server (config_names, component_names, playbook_names, canaries, views), and the agents.
// The scope form and the impersonation dialog both pick from these.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { postgrest } from '../http/postgrest.ts';

/** A scope target's resource type (components/scope-targets names them). */
export type TargetKind = 'config' | 'component' | 'playbook' | 'canary' | 'view' | 'global';

/** How many names one search shows; typing narrows them. */
export const TARGET_NAMES_LIMIT = 100;

const nameSchema = z.object({
  name: z.string().nullish(),
  namespace: z.string().nullish(),
});

export interface TargetName {
  name: string;
  namespace?: string;
}

// Where each kind's names are read; a global target names no one kind, so it has none.
const NAME_TABLES: Readonly<Partial<Record<TargetKind, { table: string; select: string }>>> = {
  config: { table: 'config_names', select: 'name' },
  component: { table: 'component_names', select: 'name' },
  playbook: { table: 'playbook_names', select: 'name,namespace' },
  canary: { table: 'canaries', select: 'name,namespace' },
  view: { table: 'views', select: 'name,namespace' },
};

const SOFT_DELETED: ReadonlySet<string> = new Set(['canaries', 'views']);

export const hasNameSource = (kind: TargetKind) => NAME_TABLES[kind] !== undefined;

export const scopeTargetKeys = {
  all: ['scope-targets'] as const,
  names: (kind: TargetKind, search: string) => ['scope-targets', 'names', kind, search] as const,
  agents: () => ['scope-targets', 'agents'] as const,
};

/** Distinct names in order; the first of each name keeps its namespace. */
export function distinctNames(
  rows: readonly { name?: string | null; namespace?: string | null }[],
): TargetName[] {
  const seen = new Map<string, TargetName>();
  for (const row of rows) {
    const name = row.name?.trim();
    if (!name || seen.has(name)) continue;
    seen.set(name, row.namespace ? { name, namespace: row.namespace } : { name });
  }
  return [...seen.values()];
}

/** Names of `kind` containing `search` (case-insensitive), by name, at most TARGET_NAMES_LIMIT. */
export function targetNamesQuery(orgId: string, kind: TargetKind, search: string) {
  const source = NAME_TABLES[kind];
  const text = search.trim();
  return queryOptions({
    queryKey: scopeTargetKeys.names(kind, text),
    enabled: source !== undefined,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<TargetName[]> => {
      if (!source) return [];
      const query = postgrest(source.table, nameSchema)
        .select(source.select)
        .order('name')
        .limit(TARGET_NAMES_LIMIT);
      if (SOFT_DELETED.has(source.table)) query.is('deleted_at', null);
      if (text) query.ilike('name', `*${text}*`);
      return distinctNames((await query.fetch(orgId, signal)).rows);
    },
  });
}

/** The agents a target may be bound to, by name. */
export function targetAgentsQuery(orgId: string) {
  return queryOptions({
    queryKey: scopeTargetKeys.agents(),
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<string[]> => {
      const page = await postgrest('agents', nameSchema)
        .select('name')
        .is('deleted_at', null)
        .order('name')
        .fetch(orgId, signal);
      return distinctNames(page.rows).map((row) => row.name);
    },
  });
}
