// Checks a backend answer against its schema: a body of the wrong shape becomes an ApiError
// naming the URL and the first problem, so screens show one clear message instead of crashing on
// a missing field.
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { validRows } from './postgrest.ts';

export function parseWire<S extends z.ZodType>(schema: S, body: unknown, url: string): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError({
      status: 200,
      url,
      message: `Unexpected response from ${url}: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    });
  }
  return parsed.data;
}

/**
 * A list answer: a body that is not a list is an ApiError (as parseWire), but within a list each
 * row is checked on its own, so a row of the wrong shape is skipped and reported (postgrest.ts
 * `validRows`) instead of failing every row.
 */
export function parseWireRows<S extends z.ZodType>(
  rowSchema: S,
  body: unknown,
  url: string,
): z.infer<S>[] {
  if (!Array.isArray(body)) return parseWire(rowSchema.array(), body, url);
  return validRows<z.infer<S>>(url, body, rowSchema);
}
