// Connections (reference S11, spec 3 §2.6): the table as a resource of the kit, and the backend's
// connection test with the messages of spec 3 §8.
import { z } from 'zod';
import type { ResourceSource } from '../resource/resource-queries.ts';
import { ApiError } from '../http/api-error.ts';
import { request } from '../http/client.ts';
import { opt, personOrId, timestamps } from './wire-parts.ts';

export const connectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  ...opt.strings('namespace', 'url', 'username', 'password', 'certificate', 'source'),
  insecure_tls: opt.bool,
  properties: opt.jsonMap,
  // The person when the embed is available, their id otherwise.
  created_by: personOrId,
  ...timestamps,
});

export type Connection = z.infer<typeof connectionSchema>;

export const connectionsSource: ResourceSource<Connection> = {
  key: 'connections',
  table: 'connections',
  select: '*,created_by(id,name,avatar,email)',
  schema: connectionSchema,
  defaultOrder: { column: 'created_at', ascending: false },
  softDelete: true,
};

export const CONNECTION_TEST_TEXTS = {
  success: 'Connection successful',
  unsupported: 'We currently do not support testing this connection type',
  failed: 'Testing connection failed!',
} as const;

export type ConnectionTestResult = { ok: true; message: string } | { ok: false; message: string };

/** A bad request's error, pretty-printed when it is JSON; else the text; else the default. */
export function connectionTestFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return CONNECTION_TEST_TEXTS.failed;
  if (error.code === 'ERR_NOT_IMPLEMENTED' || error.code === 'ENOTIMPLEMENTED')
    return CONNECTION_TEST_TEXTS.unsupported;
  const text = error.message.trim();
  if (text === '' || text.startsWith('Request failed with status'))
    return CONNECTION_TEST_TEXTS.failed;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed !== null && typeof parsed === 'object') return JSON.stringify(parsed, null, 2);
  } catch {
    // Not JSON: the text itself.
  }
  return text;
}

/** Tests a stored connection; a failed test is a result, not a thrown error. */
export async function testConnection(orgId: string, id: string): Promise<ConnectionTestResult> {
  try {
    await request(orgId, `/api/connection/test/${encodeURIComponent(id)}`, { method: 'POST' });
    return { ok: true, message: CONNECTION_TEST_TEXTS.success };
  } catch (error) {
    if (error instanceof ApiError && error.isNetwork) throw error;
    return { ok: false, message: connectionTestFailure(error) };
  }
}
