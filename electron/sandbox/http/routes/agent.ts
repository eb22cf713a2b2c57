// `POST /agent/generate` (reference A3): creates the agent's person (type agent, role agent), a
// one-year access token named `default`, and the agents row; answers 201 with the credentials.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { errorJson, json, withJsonBody } from '../respond.ts';
import type { Route } from '../types.ts';

const generateBody = z.object({
  name: z.string().trim().min(1),
  properties: z.record(z.string(), z.string()).optional(),
  auto_renew: z.boolean().optional(),
});

export const agentRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/agent/generate',
    auth: { object: 'agents', action: 'create' },
    handle: withJsonBody(generateBody, async (body, req, ctx) => {
      const taken = await ctx.db.query(
        'SELECT 1 FROM agents WHERE name = $1 AND deleted_at IS NULL',
        [body.name],
      );
      if (taken.rows.length) return errorJson(409, `agent ${body.name} already exists`);
      const username = `agent-${randomBytes(4).toString('hex')}`;
      const person = await ctx.db.query<{ id: string }>(
        "INSERT INTO people (id, name, email, type) VALUES (gen_random_uuid(), $1, $2, 'agent') RETURNING id",
        [username, `${username}@local`],
      );
      const personId = person.rows[0]!.id;
      await ctx.db.query(
        "INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, 'agent') ON CONFLICT DO NOTHING",
        [personId],
      );
      const { token } = await ctx.tokens.mint({
        personId,
        name: 'default',
        createdBy: req.principal!.person.id,
        expiresAt: new Date(Date.now() + 365 * 86_400_000),
        autoRenew: body.auto_renew ?? false,
      });
      await ctx.db.query(
        'INSERT INTO agents (id, name, username, person_id, properties, created_by) VALUES (gen_random_uuid(), $1, $2, $3, $4, $5)',
        [
          body.name,
          username,
          personId,
          JSON.stringify(body.properties ?? {}),
          req.principal!.person.id,
        ],
      );
      return json(201, { id: personId, username, access_token: token });
    }),
  },
];
