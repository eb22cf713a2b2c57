// `/about`, `/health`, `/properties`: the small session-level endpoints (reference §4.10, §6.3).
import { json, text } from '../respond.ts';
import type { Route } from '../types.ts';

interface PropertyRow {
  name: string;
  value: string;
}

export const aboutRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/about',
    auth: 'session',
    handle: (_req, ctx) =>
      Promise.resolve(
        json(200, {
          Version: ctx.version,
          Timestamp: ctx.startedAt.toISOString(),
          appVersion: ctx.version,
          chartVersion: ctx.version,
        }),
      ),
  },
  {
    method: 'GET',
    pattern: '/health',
    auth: 'none',
    handle: () => Promise.resolve(text(200, 'OK')),
  },
  {
    method: 'GET',
    pattern: '/properties',
    auth: 'session',
    handle: async (_req, ctx) => {
      const rows = await ctx.db.query<PropertyRow>(
        'SELECT name, value FROM properties WHERE deleted_at IS NULL ORDER BY name',
      );
      return json(
        200,
        rows.rows.map((r) => ({
          name: r.name,
          value: r.value,
          source: 'db',
          type: typeof r.value,
          description: '',
        })),
      );
    },
  },
];
