// Who the user is in an organisation (`GET /api/auth/whoami`), and the backend version
// (`GET /api/about`). Roles are fetched per user and never persisted to the offline cache. A device
// token's whoami is read as the person who signed in (preload/contract/token-person.ts).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../http/client.ts';
import type { About, Whoami, WhoamiEnvelope } from './auth.types.ts';
import { personBehindToken } from '../../../../preload/contract/token-person.ts';

export const authKeys = {
  all: ['auth'] as const,
  whoami: () => ['auth', 'whoami', {}] as const,
  about: () => ['auth', 'about', {}] as const,
};

export function whoamiQuery(orgId: string) {
  return queryOptions({
    queryKey: authKeys.whoami(),
    queryFn: async ({ signal }): Promise<Whoami> => {
      const { payload } = await request<WhoamiEnvelope>(orgId, '/api/auth/whoami', { signal });
      // Through a device token whoami names the token: the screens show the human behind it.
      const { name, email } = personBehindToken(payload.user);
      return { ...payload, user: { ...payload.user, name: name || payload.user.id, email } };
    },
    staleTime: 5 * 60_000,
    meta: { persist: false },
  });
}

/** The backend's version text: `Version`, else `chartVersion`, else `appVersion`. */
export function backendVersion(about: About): string | null {
  return about.Version ?? about.chartVersion ?? about.appVersion ?? null;
}

export function aboutQuery(orgId: string) {
  return queryOptions({
    queryKey: authKeys.about(),
    queryFn: ({ signal }) => request<About>(orgId, '/api/about', { signal }),
    staleTime: 60 * 60_000,
  });
}
