// Access tokens (spec 5-access §2.6, §6, §7; reference §2.3): create, list and delete, and the
// token's permissions. A token is its own person ('{user} (Token)', type access_token) grouped
// under its creator, so it inherits the creator's roles; a non-empty scope adds, as
// mission-control does, a deny rule for every server (object, action) pair the scope does not
// list. The Sandbox keeps those rules in `permissions` (source 'AccessToken', subject = the
// token's person) where mission-control keeps them in casbin; http/rbac.ts allows() applies them.
// Tokens are stored only as hashes and never logged.
import { z } from 'zod';
import { parseDuration } from '../../logs/time-range.ts';
import { knownRoles, permissionsFor, unlistedPairs } from '../rbac.ts';
import { errorJson, success, withJsonBody } from '../respond.ts';
import type { Route, RouteRequest, SandboxContext } from '../types.ts';

const day = 86_400_000;

const createTokenBody = z.object({
  name: z.string().default(''),
  expiry: z.string().optional(),
  // mission-control reads `auto_renew`; the web console's `autoRenew` is ignored, as upstream.
  auto_renew: z.boolean().optional(),
  scope: z
    .array(z.object({ subject: z.string().optional(), object: z.string(), action: z.string() }))
    .optional(),
});

interface TokenListRow {
  id: string;
  name: string;
  person_id: string;
  created_at: string;
  person: Record<string, unknown> | null;
}

/** The token's own person, made once per creator and name (`{local}+token:{name}@{domain}`). */
async function tokenPerson(
  ctx: SandboxContext,
  caller: { id: string; name: string },
  email: string,
): Promise<string> {
  const existing = await ctx.db.query<{ id: string }>(
    'SELECT id FROM people WHERE email = $1 AND deleted_at IS NULL',
    [email],
  );
  const found = existing.rows[0]?.id;
  if (found) return found;
  const inserted = await ctx.db.query<{ id: string }>(
    "INSERT INTO people (id, name, email, type) VALUES (gen_random_uuid(), $1, $2, 'access_token') RETURNING id",
    [`${caller.name} (Token)`, email],
  );
  const personId = inserted.rows[0]!.id;
  await ctx.db.query(
    "INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, $2) ON CONFLICT DO NOTHING",
    [personId, caller.id],
  );
  return personId;
}

/** Replaces the token person's deny rules with one per server pair the scope leaves out. */
async function writeScope(
  ctx: SandboxContext,
  personId: string,
  name: string,
  scope: { object: string; action: string }[],
): Promise<void> {
  await ctx.db.query(
    `UPDATE permissions SET deleted_at = now() WHERE subject = $1 AND source = 'AccessToken' AND deleted_at IS NULL`,
    [personId],
  );
  if (scope.length === 0) return;
  const pairs = unlistedPairs(scope);
  await ctx.db.query(
    `INSERT INTO permissions (name, description, source, subject_type, subject, person_id, object, action, deny)
     SELECT $1, $2, 'AccessToken', 'person', $3::text, $3::text::uuid, o, a, true
     FROM unnest($4::text[], $5::text[]) AS t(o, a)`,
    [
      `token-${name}`,
      `Restriction of access token ${name}`,
      personId,
      pairs.map((p) => p.object),
      pairs.map((p) => p.action),
    ],
  );
}

const createToken = withJsonBody(createTokenBody, async (body, req, ctx) => {
  const caller = req.principal!.person;
  if (!body.name.trim()) return errorJson(400, 'name is required');
  const expiryMs = body.expiry ? parseDuration(body.expiry) : 90 * day;
  if (expiryMs === null)
    return errorJson(
      400,
      `error parsing expiry[${body.expiry}]: time: invalid duration "${body.expiry}"`,
    );
  const parts = (caller.email ?? '').split('@');
  if (parts.length !== 2) return errorJson(400, `invalid email "${caller.email ?? ''}"`);
  const personId = await tokenPerson(ctx, caller, `${parts[0]}+token:${body.name}@${parts[1]}`);
  await writeScope(ctx, personId, body.name, body.scope ?? []);
  const { token } = await ctx.tokens.mint({
    personId,
    name: body.name,
    createdBy: caller.id,
    expiresAt: new Date(Date.now() + expiryMs),
    autoRenew: body.auto_renew ?? false,
  });
  return success({ token });
});

async function listTokens(_req: RouteRequest, ctx: SandboxContext) {
  const rows = await ctx.db.query<TokenListRow>(
    `SELECT t.id, t.name, t.person_id, t.created_at,
       (SELECT row_to_json(p) FROM (SELECT id, name, email, type, avatar FROM people WHERE id = t.person_id) p) AS person
     FROM access_tokens t ORDER BY t.created_at`,
  );
  // Upstream's list leaves out expires_at and always answers auto_renew false.
  return success(rows.rows.map((r) => ({ ...r, auto_renew: false })));
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function deleteToken(req: RouteRequest, ctx: SandboxContext) {
  const id = req.params.id ?? '';
  if (!id) return errorJson(400, 'token id not provided');
  if (!uuid.test(id)) return errorJson(400, `invalid token id "${id}"`);
  const rows = await ctx.db.query<{ created_by: string | null; person_id: string }>(
    'SELECT created_by, person_id FROM access_tokens WHERE id = $1',
    [id],
  );
  const row = rows.rows[0];
  if (!row) return errorJson(404, `access token ${id} not found`);
  const p = req.principal!;
  if (!p.roles.includes('admin') && row.created_by !== p.person.id)
    return errorJson(403, 'only the creator or admins can delete access tokens');
  await ctx.db.query('DELETE FROM access_tokens WHERE id = $1', [id]);
  await ctx.db.query(
    `UPDATE permissions SET deleted_at = now() WHERE subject = $1 AND source = 'AccessToken' AND deleted_at IS NULL`,
    [row.person_id],
  );
  ctx.forgetCredentials();
  return success();
}

/** The token person's own rules (its denies) and the policies of the roles it inherits. */
async function tokenPermissions(req: RouteRequest, ctx: SandboxContext) {
  const id = req.params.id ?? '';
  if (!uuid.test(id)) return errorJson(400, `invalid token id "${id}"`);
  const token = await ctx.db.query<{ person_id: string; created_by: string | null }>(
    'SELECT person_id, created_by FROM access_tokens WHERE id = $1',
    [id],
  );
  const row = token.rows[0];
  if (!row) return errorJson(404, `access token ${id} not found`);
  const own = await ctx.db.query<{ id: string; object: string; action: string }>(
    `SELECT id, object, action FROM permissions
     WHERE subject = $1 AND deny AND source = 'AccessToken' AND deleted_at IS NULL ORDER BY object, action`,
    [row.person_id],
  );
  const grouped = await ctx.db.query<{ v1: string }>(
    "SELECT v1 FROM casbin_rule WHERE ptype = 'g' AND v0 = $1",
    [row.created_by ?? ''],
  );
  const roles = grouped.rows.map((r) => r.v1).filter((r) => knownRoles.includes(r));
  return success([
    ...own.rows.map((p) => ({ subject: row.person_id, ...p, deny: true })),
    ...permissionsFor(roles),
  ]);
}

export const accessTokenRoutes: Route[] = [
  { method: 'POST', pattern: '/auth/create_token', auth: 'session', handle: createToken },
  { method: 'GET', pattern: '/auth/tokens', auth: 'session', handle: listTokens },
  { method: 'DELETE', pattern: '/auth/token/:id', auth: 'session', handle: deleteToken },
  {
    method: 'GET',
    pattern: '/rbac/token/:id/permissions',
    auth: { object: 'rbac', action: 'read' },
    handle: tokenPermissions,
  },
];
