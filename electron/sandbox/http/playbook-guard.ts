// mission-control's write guard in front of PostgREST for /db/playbooks (reference §3.5): inserts
// need a `spec` and are sourced `UI`; updates and deletes must name one playbook by `id=eq.<uuid>`,
// may only touch UI-sourced playbooks (409 otherwise) and cannot change `source`; no upserts.
import type { PGlite } from '@electric-sql/pglite';
import { errorJson } from './respond.ts';
import type { RouteResponse } from './types.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface GuardInput {
  method: string;
  search: URLSearchParams;
  prefer: string | null;
  body: string;
}

/** What mission-control's spec validation says about a spec, as `playbook validation failed: …`. */
export function specProblem(spec: unknown): string | null {
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec))
    return 'spec is required and must be an object';
  const actions = (spec as { actions?: unknown }).actions;
  if (!Array.isArray(actions) || actions.length === 0)
    return 'spec.actions: at least one action is required';
  for (const [i, action] of actions.entries()) {
    const name =
      action && typeof action === 'object' ? (action as { name?: unknown }).name : undefined;
    if (typeof name !== 'string' || name === '') return `spec.actions[${i}].name is required`;
  }
  return null;
}

/** Returns an error response to send instead, or the (possibly rewritten) body to forward. */
export async function guardPlaybookWrite(
  db: PGlite,
  input: GuardInput,
): Promise<{ error: RouteResponse } | { body: string }> {
  const method = input.method.toUpperCase();
  if (method === 'POST') {
    if (/resolution\s*=/.test(input.prefer ?? ''))
      return { error: errorJson(400, 'upserting playbooks is not allowed') };
    let parsed: unknown;
    try {
      parsed = JSON.parse(input.body);
    } catch {
      return { body: input.body }; // PostgREST reports the bad JSON itself
    }
    const list = Array.isArray(parsed) ? parsed : [parsed];
    for (const item of list) {
      if (typeof item !== 'object' || item === null) return { body: input.body };
      const row = item as Record<string, unknown>;
      const problem = specProblem(row.spec);
      if (problem) return { error: errorJson(400, `playbook validation failed: ${problem}`) };
      if (row.source !== undefined && row.source !== 'UI') {
        return {
          error: errorJson(
            400,
            `playbook validation failed: source must be UI, got ${JSON.stringify(row.source)}`,
          ),
        };
      }
      row.source = 'UI';
    }
    return { body: JSON.stringify(parsed) };
  }
  if (method !== 'PATCH' && method !== 'DELETE') return { body: input.body };
  const ids = input.search.getAll('id');
  const id = ids.length === 1 && ids[0]!.startsWith('eq.') ? ids[0]!.slice(3) : '';
  if (!uuid.test(id))
    return {
      error: errorJson(400, 'playbook updates and deletes require a single id=eq.<uuid> filter'),
    };
  const rows = await db.query<{ source: string }>('SELECT source FROM playbooks WHERE id = $1', [
    id,
  ]);
  const source = rows.rows[0]?.source;
  if (source !== undefined && source !== 'UI') {
    return {
      error: errorJson(
        409,
        `playbook ${id} is managed by ${source} and cannot be modified from the UI`,
      ),
    };
  }
  if (method === 'PATCH') {
    try {
      const patch = JSON.parse(input.body) as Record<string, unknown> | null;
      if (patch && typeof patch === 'object' && 'source' in patch && patch.source !== 'UI') {
        return { error: errorJson(400, 'the source of a playbook cannot be changed') };
      }
      const problem =
        patch && typeof patch === 'object' && 'spec' in patch ? specProblem(patch.spec) : null;
      if (problem) return { error: errorJson(400, `playbook validation failed: ${problem}`) };
    } catch {
      // bad JSON: PostgREST answers it
    }
  }
  return { body: input.body };
}
