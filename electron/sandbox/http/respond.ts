// Response helpers for the envelopes of reference §1.7: mission-control's `{message, payload}`,
// duty's `{error}`, and plain-text auth errors.
import type { RouteResponse } from './types.ts';

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
