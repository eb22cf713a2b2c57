// The catalog's service endpoints beyond /db (reference §4.3): C2 `POST /catalog/summary` and
// C3 `POST /catalog/changes`. Bad input answers 400 with duty's `{error}` envelope.
import type { z } from 'zod';
import { errorJson, json, readJsonObject } from '../respond.ts';
import type { Route, RouteRequest, RouteResponse, SandboxContext } from '../types.ts';
import { changesRequest, findCatalogChanges } from './catalog-changes.ts';
import { BadRequest } from './catalog-filters.ts';
import { configSummary, summaryRequest } from './catalog-summary.ts';

/** Parses the JSON body with `schema`, runs `handle`, and turns bad input into a 400. */
function endpoint<S extends z.ZodType>(
  schema: S,
  handle: (body: z.infer<S>, ctx: SandboxContext, req: RouteRequest) => Promise<RouteResponse>,
) {
  return async (req: RouteRequest, ctx: SandboxContext): Promise<RouteResponse> => {
    const raw = readJsonObject(req.body);
    if (raw === null) return errorJson(400, 'bad request: expected a JSON object');
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const at = issue?.path.map(String).join('.') ?? '';
      return errorJson(400, `bad request: ${at ? `${at}: ` : ''}${issue?.message ?? 'invalid'}`);
    }
    try {
      return await handle(parsed.data, ctx, req);
    } catch (error) {
      if (error instanceof BadRequest) return errorJson(400, `bad request: ${error.message}`);
      throw error;
    }
  };
}

export const catalogRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/catalog/summary',
    auth: { object: 'catalog', action: 'read' },
    // `null` when nothing matches, as duty answers.
    handle: endpoint(summaryRequest, async (body, ctx, req) =>
      json(200, JSON.parse(await configSummary(ctx, body, req.rowLevel)) as unknown),
    ),
  },
  {
    method: 'POST',
    pattern: '/catalog/changes',
    auth: { object: 'catalog', action: 'read' },
    handle: endpoint(changesRequest, async (body, ctx) =>
      json(200, await findCatalogChanges(ctx, body)),
    ),
  },
];
