// `POST /connection/test/{id}` (reference S11): tests a stored connection from the sandbox's own
// machine. Success is `{message: 'ok', payload}`; a failed test is a 400 with the real error; a
// kind the sandbox cannot test is a 501 with code ERR_NOT_IMPLEMENTED, as the console expects.
import { testConnection, type ConnectionRow } from '../../connection-test/test-connection.ts';
import { json } from '../respond.ts';
import type { Route } from '../types.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const connectionRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/connection/test/:id',
    auth: { object: 'connection', action: 'update' },
    handle: async (req, ctx) => {
      const id = req.params.id ?? '';
      const found = UUID.test(id)
        ? await ctx.db.query<ConnectionRow>(
            `SELECT type, url, username, password, insecure_tls, properties
               FROM connections WHERE id = $1 AND deleted_at IS NULL`,
            [id],
          )
        : { rows: [] };
      const row = found.rows[0];
      if (!row) return json(404, { error: 'connection was not found', code: 'ENOTFOUND' });
      const outcome = await testConnection(row);
      switch (outcome.kind) {
        case 'ok':
          return json(200, { message: 'ok', payload: { detail: outcome.detail } });
        case 'unsupported':
          return json(501, { error: outcome.error, code: 'ERR_NOT_IMPLEMENTED' });
        case 'failed':
          return json(400, { error: outcome.error, code: 'EINVALID' });
      }
    },
  },
];
