// Access tokens (spec 5-access §2.6, §7): the list, create (through main), delete and a token's
// permissions. The created token is handed to the caller only: it is never put in the query cache (so never in the
// offline cache) and never logged.
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { invoke } from '../../lib/bridge.ts';
import { ApiError } from '../http/api-error.ts';
import { request } from '../http/client.ts';
import { resourceKeys } from '../resource/resource-queries.ts';

export const TOKENS_KEY = 'access_tokens';

const personSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  email: z.string().nullish(),
  avatar: z.string().nullish(),
});

export const accessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  person_id: z.string().nullish(),
  created_at: z.string().nullish(),
  person: personSchema.nullish(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

const permissionSchema = z.object({
  subject: z.string().nullish(),
  object: z.string(),
  action: z.string(),
  deny: z.boolean().nullish(),
  condition: z.string().nullish(),
  id: z.string().nullish(),
});
export type TokenPermission = z.infer<typeof permissionSchema>;

function payloadOf<T>(url: string, body: unknown, schema: z.ZodType<T>): T {
  const parsed = z.object({ payload: schema }).safeParse(body);
  if (!parsed.success)
    throw new ApiError({ status: 200, url, message: 'The server answered an unexpected shape.' });
  return parsed.data.payload;
}

/** Every token (the server lists all, with the person each acts as). */
export async function fetchTokens(orgId: string, signal: AbortSignal): Promise<AccessToken[]> {
  const url = '/api/auth/tokens';
  const body = await request<unknown>(orgId, url, { signal });
  return payloadOf(url, body, z.array(accessTokenSchema).nullable()) ?? [];
}

export interface NewToken {
  name: string;
  /** `30d`…, or '' for the server's default (90 days). */
  expiry: string;
  autoRenew: boolean;
  scope: { subject: ''; object: string; action: string }[];
}

/**
 * Creates a token and answers it (shown once). The call mints a credential, so main makes it
 * (`auth:createToken`, after its confirmation); mission-control reads `auto_renew`.
 */
export async function createToken(orgId: string, input: NewToken): Promise<string> {
  const answer = await invoke('auth:createToken', {
    orgId,
    name: input.name.trim(),
    expiry: input.expiry,
    auto_renew: input.autoRenew,
    scope: input.scope,
  });
  return answer.token;
}

export async function deleteToken(orgId: string, id: string): Promise<void> {
  await request(orgId, `/api/auth/token/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const tokenPermissionsQuery = (orgId: string, id: string) => ({
  queryKey: [...resourceKeys.all(TOKENS_KEY), orgId, 'permissions', id] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const url = `/api/rbac/token/${encodeURIComponent(id)}/permissions`;
    const body = await request<unknown>(orgId, url, { signal });
    return payloadOf(url, body, z.array(permissionSchema).nullable()) ?? [];
  },
});

export function invalidateTokens(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: resourceKeys.all(TOKENS_KEY) });
}
