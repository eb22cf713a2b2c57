// Users of the built-in identity system (reference §4.10): identities with their roles, invite,
// update and delete.
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from '../http/api-error.ts';
import { request } from '../http/client.ts';
import { postgrest } from '../http/postgrest.ts';
import { resourceKeys } from '../resource/resource-queries.ts';

const identitySchema = z.object({
  id: z.string(),
  traits: z.object({
    email: z.string().nullish(),
    name: z.object({ first: z.string().nullish(), last: z.string().nullish() }).nullish(),
  }),
  state: z.string().nullish(),
  created_at: z.string().nullish(),
});
const roleRowSchema = z.object({ id: z.string(), roles: z.array(z.string()).nullish() });

export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  state: string;
  createdAt: string | null;
  roles: string[];
}

export interface UserInput {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}

/** The users list's key scope: the list kit keeps it under `resourceKeys.all(USERS_KEY)`. */
export const USERS_KEY = 'users';

/** Every user with their roles (newest first); the list sorts and pages them itself. */
export async function fetchUsers(orgId: string, signal: AbortSignal): Promise<User[]> {
  const identities = await postgrest('identities', identitySchema)
    .select('id,traits,state,created_at')
    .order('created_at', { ascending: false })
    .list(orgId, signal);
  const ids = identities.map((i) => i.id);
  const roles = ids.length
    ? await postgrest('people_roles', roleRowSchema)
        .select('id,roles')
        .in('id', ids)
        .list(orgId, signal)
    : [];
  const rolesById = new Map(roles.map((r) => [r.id, r.roles ?? []]));
  return identities.map((identity) => ({
    id: identity.id,
    firstName: identity.traits.name?.first ?? '',
    lastName: identity.traits.name?.last ?? '',
    email: identity.traits.email ?? '',
    state: identity.state ?? 'active',
    createdAt: identity.created_at ?? null,
    roles: rolesById.get(identity.id) ?? [],
  }));
}

/** Invites a user; answers the link they sign in with. */
export async function inviteUser(orgId: string, input: UserInput): Promise<string> {
  const url = '/api/auth/invite_user';
  const body = await request<unknown>(orgId, url, { method: 'POST', body: input });
  const link = z.object({ link: z.string() }).safeParse(body);
  if (!link.success)
    throw new ApiError({ status: 200, url, message: 'The server did not answer an invite link.' });
  return link.data.link;
}

export async function updateUser(
  orgId: string,
  id: string,
  input: UserInput & { active: boolean },
): Promise<void> {
  await request(orgId, '/api/people/update', { method: 'POST', body: { id, ...input } });
}

export async function deleteUser(orgId: string, id: string): Promise<void> {
  await request(orgId, `/api/people/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function invalidateUsers(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: resourceKeys.all(USERS_KEY) });
}
