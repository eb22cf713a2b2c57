// Response helpers for the envelopes of reference §1.7: mission-control's `{message, payload}`,
// duty's `{error}`, and plain-text auth errors.
import type { z } from 'zod';
import type { Route, RouteRequest, RouteResponse, SandboxContext } from './types.ts';

const jsonType = { 'Content-Type': 'application/json; charset=utf-8' };

export function json(
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): RouteResponse {
  return { status, headers: { ...jsonType, ...headers }, body: JSON.stringify(value) };
}

export function success(payload?: unknown): RouteResponse {
  return json(
    200,
    payload === undefined ? { message: 'success' } : { message: 'success', payload },
  );
}

export function errorJson(status: number, error: string): RouteResponse {
  return json(status, { error });
}

export function text(
  status: number,
  body: string,
  headers: Record<string, string> = {},
): RouteResponse {
  return { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers }, body };
}

/** Parses a JSON object body; null when the body is not a JSON object. */
export function readJsonObject(body: string): Record<string, unknown> | null {
  if (body.trim() === '') return {};
  try {
    const value = JSON.parse(body) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The first issue's message: the answer most routes give to a body they cannot read. */
const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? 'bad body';

/** What a route does with its checked body. */
export type JsonBodyHandler<T> = (
  body: T,
  req: RouteRequest,
  ctx: SandboxContext,
) => Promise<RouteResponse>;

/** A route's handler that first checks its JSON object body with `schema`: a 400
 * `invalid request: <describe(error)>` when the body does not fit, else `handle(body, …)`. */
export function withJsonBody<T>(
  schema: z.ZodType<T>,
  handle: JsonBodyHandler<T>,
  describe: (error: z.ZodError) => string = firstIssue,
): Route['handle'] {
  return (req, ctx) => {
    const parsed = schema.safeParse(readJsonObject(req.body));
    if (!parsed.success)
      return Promise.resolve(errorJson(400, `invalid request: ${describe(parsed.error)}`));
    return handle(parsed.data, req, ctx);
  };
}
