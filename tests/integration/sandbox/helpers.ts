// Test helpers: an in-process sandbox over the small test schema (fast, deterministic ids), and a
// tiny fetch wrapper that speaks to it as a PostgREST client would.
import { freshPGlite } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import { hashSecret, verifySecret } from '../../../electron/sandbox/db/credentials.ts';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox/server.ts';
import { applyTestSchema } from './test-schema.ts';

export const testPassword = 'correct horse';

export async function startTestSandbox(extra: { delayMs?: number } = {}): Promise<RunningSandbox> {
  const db = freshPGlite();
  await applyTestSchema(db, await hashSecret(testPassword));
  return startSandbox({
    database: { db, close: () => db.close() },
    secrets: { hash: hashSecret, verify: verifySecret },
    token: 'test-admin-token-0001',
    ...extra,
  });
}

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

export function client(sandbox: RunningSandbox, token = sandbox.adminToken) {
  return async function call(
    path: string,
    init: { method?: string; body?: string; headers?: Record<string, string> } = {},
  ): Promise<Reply> {
    const res = await fetch(`${sandbox.url}${path}`, {
      method: init.method ?? 'GET',
      body: init.body,
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        ...(init.headers ?? {}),
      },
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json };
  };
}

/** Rows of a successful JSON array response. */
export function rows(reply: Reply): Record<string, unknown>[] {
  if (!Array.isArray(reply.json))
    throw new Error(`expected an array, got ${reply.status}: ${reply.text.slice(0, 300)}`);
  return reply.json as Record<string, unknown>[];
}
