// Checks a backend answer against its schema: a body of the wrong shape becomes an ApiError
// naming the URL and the first problem, so screens show one clear message instead of crashing on
// a missing field.
import type { z } from 'zod';
import { ApiError } from './api-error.ts';

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
