// User administration of the built-in identity system (reference §4.10 U6, U8, U9): invite a
// user (basic mode: a person, their identity and one role; Kratos mode: a pending invite the
// invitee registers with; answers the link), update their name,
// email, role and active state, and delete them. Each write is one transaction.
import { z } from 'zod';
import { knownRoles } from '../rbac.ts';
import { errorJson, json, withJsonBody, type JsonBodyHandler } from '../respond.ts';
import type { Route } from '../types.ts';

const role = z.string().refine((r) => knownRoles.includes(r), { message: 'unknown role' });
const email = z.string().trim().email();

const inviteBody = z.object({
  firstName: z.string().trim().min(1),
  lastName: z.string().trim().min(1),
  email,
  role,
});

const updateBody = z.object({
  id: z.string().uuid(),
  firstName: z.string().trim().min(1).optional(),
  lastName: z.string().trim().min(1).optional(),
  email: email.optional(),
  role: role.optional(),
  active: z.boolean().optional(),
});

interface Traits {
  email: string;
  name: { first: string; last: string };
}

/** Every issue, with where it is. */
const allIssues = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');

const invite: JsonBodyHandler<z.infer<typeof inviteBody>> = async (body, req, ctx) => {
  // Kratos mode, as Mission Control: a pending invite and its mail; the identity comes with
  // the invitee's registration (reference §4.10 U6).
  if (ctx.identity) {
    const invited = await ctx.identity.invite({
      email: body.email,
      firstName: body.firstName,
      role: body.role,
      invitedBy: req.principal?.person.id ?? null,
    });
    return invited.ok ? json(200, { link: invited.link }) : errorJson(409, invited.message);
  }
  const taken = await ctx.db.query(
    'SELECT 1 FROM people WHERE lower(email) = lower($1) AND deleted_at IS NULL',
    [body.email],
  );
  if (taken.rows.length > 0)
    return errorJson(409, 'an identity with the same identifier (email) already exists');
  const id = await ctx.db.transaction(async (tx) => {
    const person = await tx.query<{ id: string }>(
      'INSERT INTO people (name, email, properties) VALUES ($1, $2, $3) RETURNING id',
      [`${body.firstName} ${body.lastName}`, body.email, { role: body.role }],
    );
    const personId = person.rows[0]!.id;
    const traits: Traits = {
      email: body.email,
      name: { first: body.firstName, last: body.lastName },
    };
    await tx.query('INSERT INTO identities (id, traits) VALUES ($1, $2)', [personId, traits]);
    await tx.query("INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, $2)", [
      personId,
      body.role,
    ]);
    return personId;
  });
  return json(200, { link: `${ctx.publicUrl()}/login?invite=${id}` });
};

const update: JsonBodyHandler<z.infer<typeof updateBody>> = async (body, _req, ctx) => {
  const found = await ctx.db.query<{ traits: Traits }>(
    'SELECT traits FROM identities WHERE id = $1',
    [body.id],
  );
  const current = found.rows[0];
  if (!current) return errorJson(404, `identity ${body.id} not found`);
  const traits: Traits = {
    email: body.email ?? current.traits.email,
    name: {
      first: body.firstName ?? current.traits.name.first,
      last: body.lastName ?? current.traits.name.last,
    },
  };
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE identities SET traits = $2, updated_at = now(),
         state = COALESCE($3, state) WHERE id = $1`,
      [body.id, traits, body.active === undefined ? null : body.active ? 'active' : 'inactive'],
    );
    await tx.query('UPDATE people SET name = $2, email = $3, updated_at = now() WHERE id = $1', [
      body.id,
      `${traits.name.first} ${traits.name.last}`,
      traits.email,
    ]);
    if (body.role) {
      // The given role replaces every role the user had.
      await tx.query("DELETE FROM casbin_rule WHERE ptype = 'g' AND v0 = $1", [body.id]);
      await tx.query("INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, $2)", [
        body.id,
        body.role,
      ]);
    }
  });
  ctx.forgetCredentials();
  return json(200, traits);
};

export const peopleRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/auth/invite_user',
    auth: { object: 'identities', action: 'create' },
    handle: withJsonBody(inviteBody, invite, allIssues),
  },
  {
    method: 'POST',
    pattern: '/people/update',
    auth: { object: 'identities', action: 'update' },
    handle: withJsonBody(updateBody, update, allIssues),
  },
  {
    method: 'DELETE',
    pattern: '/people/:id',
    auth: { object: 'identities', action: 'delete' },
    handle: async (req, ctx) => {
      const id = req.params.id ?? '';
      if (!z.string().uuid().safeParse(id).success) return errorJson(400, 'invalid person id');
      const gone = await ctx.db.transaction(async (tx) => {
        const removed = await tx.query('DELETE FROM identities WHERE id = $1 RETURNING id', [id]);
        if (removed.rows.length === 0) return false;
        await tx.query('UPDATE people SET deleted_at = now() WHERE id = $1', [id]);
        await tx.query("DELETE FROM casbin_rule WHERE ptype = 'g' AND v0 = $1", [id]);
        return true;
      });
      if (!gone) return errorJson(404, `identity ${id} not found`);
      ctx.forgetCredentials();
      return json(200, { message: 'success' });
    },
  },
];
