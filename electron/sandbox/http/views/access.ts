// Per-view access (spec 4-views §6): besides `views:read` on the route, a permission rule whose
// object selector names views (`{views: [{id?, name?, namespace?}]}`, spec 5-access §3) allows or
// denies `read` of those views to its subject. Every role that passes the route reads every view,
// so only the deny rules change anything here: a rule denies when its subject is the caller (a
// `person` by id or email, a `role` they hold, or `everyone`), its action is `read` or `*`, and it
// is neither deleted nor past its `until`. As rbac.ts's `everyone` deny, none holds for admin.
// A selector item matches a view as in every other rule (access/evaluate.ts's `itemMatches`).
// A refused view answers 403 'access denied to view {ns}/{name}'; a section's view the caller may
// not read is left out of the metadata; /view/list leaves it out too.
import { itemMatches, type SelectorItem } from '../../access/evaluate.ts';
import type { Principal } from '../request-types.ts';
import type { SandboxContext } from '../types.ts';
import { ViewError } from './spec.ts';

interface Rule {
  subject_type: string | null;
  subject: string | null;
  views: SelectorItem[];
}

type ViewRef = { id: string; name: string; namespace: string | null };

/** Whether the caller may read a view. */
export type ViewAccess = (view: ViewRef) => boolean;

function isSubject(rule: Rule, principal: Principal): boolean {
  const { subject } = rule;
  if (!subject) return false;
  if (rule.subject_type === 'person')
    return subject === principal.person.id || subject === principal.person.email;
  return subject === 'everyone' || principal.roles.includes(subject);
}

/** The caller's access to views, read once per request from the `permissions` table. */
export async function viewAccess(
  ctx: SandboxContext,
  principal: Principal | null,
): Promise<ViewAccess> {
  if (!principal || principal.roles.includes('admin')) return () => true;
  const r = await ctx.db.query<Rule>(
    `SELECT subject_type, subject, object_selector->'views' AS views FROM permissions
     WHERE deleted_at IS NULL AND deny AND action IN ('read', '*')
       AND (until IS NULL OR until > now()) AND jsonb_typeof(object_selector->'views') = 'array'`,
  );
  const denying = r.rows.filter((rule) => isSubject(rule, principal));
  return (view) =>
    !denying.some((rule) => rule.views.some((s) => itemMatches(s, { kind: 'view', ...view })));
}

/** Throws the backend's 403 when the caller may not read `view`. */
export function assertReadable(access: ViewAccess, view: ViewRef): void {
  if (!access(view))
    throw new ViewError(403, `access denied to view ${view.namespace ?? ''}/${view.name}`);
}
