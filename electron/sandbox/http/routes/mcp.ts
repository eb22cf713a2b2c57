// `/mcp` (spec 5-access §2.9, §6): the MCP gateway, as far as the console needs it. The owner (the
// signed-in user, or a token's creator, since an `mcp:*` token scope denies every mcp pair) must
// have `mcp:use` on `mcp`, else 403 'forbidden: user {id} does not have mcp:use permission'. A
// minimal JSON-RPC answer follows: `initialize`, and `tools/list` offering the playbooks and views
// the owner has `mcp:run` on. Tool calls are not run by the Sandbox.
import type { PGlite } from '@electric-sql/pglite';
import { decide, type ResourceKind, type Rule, type Subject } from '../../access/evaluate.ts';
import { loadRules, loadSubject } from '../../access/subjects.ts';
import { errorJson, json, readJsonObject } from '../respond.ts';
import type { Principal, Route, RouteResponse } from '../types.ts';

export const PROTOCOL_VERSION = '2025-06-18';

/** The person MCP access is decided for: a token's creator, else the signed-in person. */
async function ownerOf(db: PGlite, principal: Principal): Promise<string> {
  if (!principal.tokenId) return principal.person.id;
  const r = await db.query<{ created_by: string | null }>(
    'SELECT created_by::text AS created_by FROM access_tokens WHERE id = $1',
    [principal.tokenId],
  );
  return r.rows[0]?.created_by ?? principal.person.id;
}

async function tools(db: PGlite, subject: Subject, rules: readonly Rule[]) {
  const now = new Date();
  const out: { name: string; description: string; inputSchema: object }[] = [];
  const kinds: [ResourceKind, string, string][] = [
    ['playbook', 'playbooks', 'Run the playbook'],
    ['view', 'views', 'Read the view'],
  ];
  for (const [kind, table, verb] of kinds) {
    const rows = await db.query<{ id: string; name: string; namespace: string | null }>(
      `SELECT id::text AS id, name, namespace FROM ${table} WHERE deleted_at IS NULL ORDER BY name`,
    );
    for (const row of rows.rows)
      if (decide(subject, { kind, ...row }, 'mcp:run', rules, now))
        out.push({
          name: `${kind}_${row.namespace ? `${row.namespace}_` : ''}${row.name}`,
          description: `${verb} ${row.namespace ? `${row.namespace}/` : ''}${row.name}`,
          inputSchema: { type: 'object' },
        });
  }
  return out;
}

const rpcError = (id: unknown, code: number, message: string): RouteResponse =>
  json(200, { jsonrpc: '2.0', id: id ?? null, error: { code, message } });

export const mcpRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/mcp',
    auth: 'session',
    handle: async (req, ctx) => {
      const owner = await ownerOf(ctx.db, req.principal!);
      const subject = await loadSubject(ctx.db, owner);
      const rules = await loadRules(ctx.db);
      const mcp = { kind: 'global' as const, id: 'mcp' };
      if (!subject || !decide(subject, mcp, 'mcp:use', rules, new Date()))
        return errorJson(403, `forbidden: user ${owner} does not have mcp:use permission`);
      const body = readJsonObject(req.body);
      if (!body || body.jsonrpc !== '2.0' || typeof body.method !== 'string')
        return rpcError(body?.id, -32600, 'invalid request: expected a JSON-RPC 2.0 request');
      switch (body.method) {
        case 'initialize':
          return json(200, {
            jsonrpc: '2.0',
            id: body.id ?? null,
            result: {
              protocolVersion: PROTOCOL_VERSION,
              capabilities: { tools: { listChanged: false } },
              serverInfo: { name: 'mission-control', version: 'sandbox' },
            },
          });
        case 'tools/list':
          return json(200, {
            jsonrpc: '2.0',
            id: body.id ?? null,
            result: { tools: await tools(ctx.db, subject, rules) },
          });
        default:
          return rpcError(body.id, -32601, `method not found: ${body.method}`);
      }
    },
  },
];
