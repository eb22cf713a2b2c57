// `/about`, `/health`, `/properties`: the small session-level endpoints (reference §4.10, §6.3).
import { json, text } from '../respond.ts';
import type { Route } from '../types.ts';

interface PropertyRow {
  name: string;
  value: string;
}

/**
 * Properties a real backend reads from its properties file or command line ("local"): listed
 * first, read-only in the console, and they win over a database row of the same name.
 */
export const LOCAL_PROPERTIES: readonly { name: string; value: string; description: string }[] = [
  {
    name: 'scraper.concurrency',
    value: '8',
    description: 'Catalog scrapers run at once (properties file)',
  },
  {
    name: 'notification.max-retries',
    value: '4',
    description: 'Delivery attempts per notification (properties file)',
  },
];

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
      const local = new Set(LOCAL_PROPERTIES.map((p) => p.name));
      return json(200, [
        ...LOCAL_PROPERTIES.map((p) => ({ ...p, source: 'local', type: 'string' })),
        ...rows.rows
          .filter((r) => !local.has(r.name))
          .map((r) => ({
            name: r.name,
            value: r.value,
            source: 'db',
            type: typeof r.value,
            description: '',
          })),
      ]);
    },
  },
];
