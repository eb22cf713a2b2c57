// The MCP settings pages' rules (spec 5-access §2.8, §7, §9): the settings-managed rules for
// `mcp:use` on `mcp` (who may connect) and `mcp:run` over playbooks and views (what MCP clients may
// call), and the one write every Deny/Default/Allow switch and 'Global permission' makes.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { postgrest } from '../http/postgrest.ts';
import { rowsQuery } from '../http/postgrest-queries.ts';
import { accessKeys, reviewAccess, SETTINGS_SOURCE, type Direct } from './access-review.ts';
import { opt } from './wire-parts.ts';

const LIMIT = 5000;
/** The access review's cap on subjects per call (spec 5-access §9). */
const MAX_REVIEW_SUBJECTS = 500;
export const MCP_USE = 'mcp:use';
export const MCP_RUN = 'mcp:run';
export const MCP_OBJECT = 'mcp';
/** The everyone subject (spec 5-access §9): 'Global permission' names it. */
export const EVERYONE = { id: 'everyone', type: 'group' } as const;

const ruleSchema = z.object({
  id: z.string(),
  action: z.string(),
  subject: z.string().nullish(),
  object_selector: z.unknown().nullish(),
  deny: z.boolean().nullish(),
  ...opt.strings('object', 'subject_type'),
});
export type McpRule = z.infer<typeof ruleSchema>;

export type McpAction = typeof MCP_USE | typeof MCP_RUN;
export type McpResourceKind = 'playbook' | 'view';
export const SELECTOR_FIELD: Record<McpResourceKind, 'playbooks' | 'views'> = {
  playbook: 'playbooks',
  view: 'views',
};

export const mcpKeys = {
  all: ['mcp'] as const,
  rules: (action: McpAction) => ['mcp', 'rules', { action }] as const,
};

export function fetchMcpRules(orgId: string, action: McpAction, signal?: AbortSignal) {
  let query = postgrest('permissions_summary', ruleSchema)
    .select('id,action,subject,subject_type,object,object_selector,deny')
    .eq('action', action);
  if (action === MCP_USE) query = query.eq('object', MCP_OBJECT);
  return query
    .eq('source', SETTINGS_SOURCE)
    .is('deleted_at', null)
    .limit(LIMIT)
    .list(orgId, signal);
}

export function mcpRulesQuery(orgId: string, action: McpAction) {
  return queryOptions({
    queryKey: mcpKeys.rules(action),
    queryFn: ({ signal }) => fetchMcpRules(orgId, action, signal),
  });
}

/** A resource as MCP rules name it: `{playbooks|views: [{name, namespace}]}`. */
export interface McpTarget {
  kind: McpResourceKind;
  name: string;
  namespace?: string | null;
}

export const selectorOf = (t: McpTarget) => ({
  [SELECTOR_FIELD[t.kind]]: [{ name: t.name, namespace: t.namespace ?? '' }],
});

/** Whether a rule is the switch's own: `mcp:use` on `mcp`, or `mcp:run` naming exactly this resource. */
export function ruleIsFor(rule: McpRule, target: McpTarget | null): boolean {
  if (!target) return rule.action === MCP_USE && rule.object === MCP_OBJECT;
  if (rule.action !== MCP_RUN) return false;
  const selector = rule.object_selector as Record<string, unknown> | null | undefined;
  const items = selector?.[SELECTOR_FIELD[target.kind]];
  if (!Array.isArray(items) || items.length !== 1) return false;
  const item = items[0] as { name?: string; namespace?: string | null };
  return item.name === target.name && (item.namespace ?? '') === (target.namespace ?? '');
}

/** The switch a subject's rules set for a target: deny wins, no rule is Default. */
export function directOf(
  rules: readonly McpRule[],
  subject: string,
  target: McpTarget | null,
): Direct {
  const own = rules.filter((r) => r.subject === subject && ruleIsFor(r, target));
  if (own.length === 0) return 'default';
  return own.some((r) => r.deny) ? 'deny' : 'allow';
}

export interface McpWrite {
  subject: string;
  subjectType: string;
  /** null: `mcp:use` on `mcp`; else `mcp:run` on this resource. */
  target: McpTarget | null;
  value: Direct;
  createdBy: string | null;
}

/** One switch: re-read the rules, then delete (Default), flip, or create the one rule. */
export async function writeMcpRule(orgId: string, w: McpWrite): Promise<void> {
  const action = w.target ? MCP_RUN : MCP_USE;
  const rules = (await fetchMcpRules(orgId, action)).filter(
    (r) => r.subject === w.subject && ruleIsFor(r, w.target),
  );
  const byId = (id: string) => postgrest('permissions').eq('id', id);
  if (w.value === 'default') {
    for (const rule of rules) await byId(rule.id).delete(orgId);
    return;
  }
  const deny = w.value === 'deny';
  const [first, ...duplicates] = rules;
  for (const rule of duplicates) await byId(rule.id).delete(orgId);
  if (first) {
    if (Boolean(first.deny) !== deny) await byId(first.id).update(orgId, { deny });
    return;
  }
  await postgrest('permissions').insert(orgId, {
    action,
    ...(w.target ? { object_selector: selectorOf(w.target) } : { object: MCP_OBJECT }),
    subject: w.subject,
    subject_type: w.subjectType,
    deny,
    source: SETTINGS_SOURCE,
    ...(w.createdBy ? { created_by: w.createdBy } : {}),
  });
}

/** A write changes these pages' rules and every effective answer. */
export const invalidateMcp = async (client: QueryClient) => {
  await client.invalidateQueries({ queryKey: mcpKeys.all });
  await client.invalidateQueries({ queryKey: accessKeys.all });
};

const resourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  ...opt.strings('namespace', 'title', 'icon', 'category'),
});
export type McpResourceRow = z.infer<typeof resourceSchema>;

/** The playbooks (with their category) or views MCP rules can name (spec 5-access §7). */
export function mcpResourcesQuery(orgId: string, kind: McpResourceKind) {
  const query =
    kind === 'playbook'
      ? postgrest('playbook_names', resourceSchema).select('id,name,namespace,title,icon,category')
      : postgrest('views', resourceSchema).select('id,name,namespace').is('deleted_at', null);
  return rowsQuery(orgId, [...mcpKeys.all, 'resources', { kind }], query.order('name').limit(2000));
}

/**
 * Each subject's effective answer for `action` on one resource (or the global `mcp`), from the
 * access review (at most 500 subjects a call). Kept under the access keys: every write refreshes it.
 */
export function mcpEffectiveQuery(
  orgId: string,
  resource: { playbook?: string; view?: string; global?: string },
  action: McpAction,
  subjects: readonly string[],
) {
  return queryOptions({
    queryKey: [...accessKeys.all, 'mcp', { resource, action, subjects }] as const,
    queryFn: async ({ signal }) => {
      const answers: Record<string, boolean> = {};
      for (let i = 0; i < subjects.length; i += MAX_REVIEW_SUBJECTS) {
        const chunk = subjects.slice(i, i + MAX_REVIEW_SUBJECTS);
        const answer = await reviewAccess(orgId, { resource, action, subjects: chunk }, signal);
        for (const r of answer.results) answers[r.subject] = r.allowed;
      }
      return answers;
    },
    enabled: subjects.length > 0,
  });
}
