// Per-view access (spec 4-views §6): besides `views:read` on the route, a permission rule whose
// object selector names views (`{views: [{id?, name?, namespace?}]}`, spec 5-access §3) allows or
// denies `read` of those views to its subject. Every role that passes the route reads every view,
// so only the deny rules change anything here: a rule denies when its subject is the caller (a
// `person` by id or email, a `role` they hold, or `everyone`), its action is `read` or `*`, and it
// is neither deleted nor past its `until`. As rbac.ts's `everyone` deny, none holds for admin.
// A selector item matches a view as in every other rule (access/evaluate.ts's `itemMatches`).
// A refused view answers 403 'access denied to view {ns}/{name}'; a section's view the caller may
// not read is left out of the metadata; /view/list leaves it out too, and so do the /db reads of
// `views`, `views_summary` and `view_panels` (the sidebar, the settings list, the lookups by name),
// so no screen offers a view that would only answer 403.
import { itemMatches, type SelectorItem } from '../../access/evaluate.ts';
import type { RowNarrowing } from '../../postgrest/sql-builder.ts';
import { ident } from '../../postgrest/sql-conditions.ts';
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

/** The access of a caller no rule denies a view (an admin, or no deny naming the caller). */
const READS_ALL: ViewAccess = () => true;

/** The caller's access to views, read once per request from the `permissions` table. */
export async function viewAccess(
  ctx: SandboxContext,
  principal: Principal | null,
): Promise<ViewAccess> {
  if (!principal || principal.roles.includes('admin')) return READS_ALL;
  const r = await ctx.db.query<Rule>(
    `SELECT subject_type, subject, object_selector->'views' AS views FROM permissions
     WHERE deleted_at IS NULL AND deny AND action IN ('read', '*')
       AND (until IS NULL OR until > now()) AND jsonb_typeof(object_selector->'views') = 'array'`,
  );
  const denying = r.rows.filter((rule) => isSubject(rule, principal));
  if (denying.length === 0) return READS_ALL;
  return (view) =>
    !denying.some((rule) => rule.views.some((s) => itemMatches(s, { kind: 'view', ...view })));
}

/** Throws the backend's 403 when the caller may not read `view`. */
export function assertReadable(access: ViewAccess, view: ViewRef): void {
  if (!access(view))
    throw new ViewError(403, `access denied to view ${view.namespace ?? ''}/${view.name}`);
}

/** Ids of the views the caller may not read (none for an admin or when no rule denies one). */
export async function unreadableViewIds(
  ctx: SandboxContext,
  principal: Principal | null,
): Promise<string[]> {
  const access = await viewAccess(ctx, principal);
  // Most callers read every view: their reads of the sidebar and lists pay no second query.
  if (access === READS_ALL) return [];
  const views = await ctx.db.query<ViewRef>(
    'SELECT id::text AS id, name, namespace FROM views WHERE deleted_at IS NULL',
  );
  return views.rows.filter((view) => !access(view)).map((view) => view.id);
}

/** The column naming the view in each relation whose rows belong to one view. */
const VIEW_KEY: Record<string, string> = {
  views: 'id',
  views_summary: 'id',
  view_panels: 'view_id',
};

/** `narrow` with the rows of the views in `hidden` left out as well. */
export function withoutViews(
  narrow: RowNarrowing | undefined,
  hidden: string[],
): RowNarrowing | undefined {
  if (!hidden.length) return narrow;
  return (relation, alias, params) => {
    const base = narrow?.(relation, alias, params) ?? null;
    const key = VIEW_KEY[relation];
    if (!key) return base;
    const own = `NOT (${alias}.${ident(key)}::text = ANY (${params.add(hidden)}::text[]))`;
    return base ? `(${base}) AND ${own}` : own;
  };
}
