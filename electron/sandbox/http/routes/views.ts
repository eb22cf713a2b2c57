// The config page's tab sources beyond /db (reference §4.12): `GET /view/list?config_id=` (custom
// views with a UI plugin whose config tab matches the config, after mission-control
// db.FindViewsForConfig) (`GET /plugins?config_id=` is in plugins.ts). The seeded views
// with a config tab (seed/views.ts) show on namespaces and deployments, unless the caller may not
// read them (views/access.ts). Running views: view-run.ts.
import { errorJson, json } from '../respond.ts';
import type { Route } from '../types.ts';
import { viewAccess } from '../views/access.ts';
import { uuidPattern } from './catalog-filters.ts';

interface ConfigRow {
  id: string;
  name: string | null;
  type: string | null;
  namespace: string | null;
  tags: Record<string, string> | null;
}

interface ViewRow {
  id: string;
  name: string;
  namespace: string | null;
  spec: { display?: { title?: string; icon?: string; plugins?: { configTab?: unknown }[] } };
}

const asList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : typeof value === 'string' && value
      ? value.split(',').map((v) => v.trim())
      : [];

/** A config-tab selector (types, name, namespace, tagSelector `k=v,…`) against one config. */
function tabMatches(selector: unknown, config: ConfigRow): boolean {
  if (typeof selector !== 'object' || selector === null) return false;
  const s = selector as Record<string, unknown>;
  const types = asList(s.types);
  if (types.length > 0 && !types.includes(config.type ?? '')) return false;
  if (typeof s.name === 'string' && s.name && s.name !== '*' && s.name !== config.name)
    return false;
  if (typeof s.namespace === 'string' && s.namespace && s.namespace !== config.namespace)
    return false;
  for (const term of asList(s.tagSelector)) {
    const [key = '', value] = term.split('=');
    if ((config.tags ?? {})[key.trim()] !== value?.trim()) return false;
  }
  return Object.keys(s).length > 0;
}

export const viewRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/view/list',
    auth: { object: 'views', action: 'read' },
    handle: async (req, ctx) => {
      const configId = req.search.get('config_id') ?? '';
      if (!configId) return errorJson(400, 'config_id is required');
      if (!uuidPattern.test(configId)) return errorJson(400, `invalid config_id: ${configId}`);
      const configs = await ctx.db.query<ConfigRow>(
        `SELECT id, name, type, tags->>'namespace' AS namespace, tags FROM config_items WHERE id = $1`,
        [configId],
      );
      const config = configs.rows[0];
      if (!config) return errorJson(404, `config(id=${configId}) not found`);
      const views = await ctx.db.query<ViewRow>(
        `SELECT id, name, namespace, spec FROM views
         WHERE deleted_at IS NULL AND jsonb_typeof(spec->'display'->'plugins') = 'array'
           AND jsonb_array_length(spec->'display'->'plugins') > 0
         ORDER BY name`,
      );
      const readable = await viewAccess(ctx, req.principal);
      const list = views.rows
        .filter((v) => (v.spec.display?.plugins ?? []).some((p) => tabMatches(p.configTab, config)))
        .filter(readable)
        .map((v) => ({
          id: v.id,
          name: v.name,
          namespace: v.namespace ?? '',
          ...(v.spec.display?.title ? { title: v.spec.display.title } : {}),
          ...(v.spec.display?.icon ? { icon: v.spec.display.icon } : {}),
        }));
      return json(200, list);
    },
  },
];
