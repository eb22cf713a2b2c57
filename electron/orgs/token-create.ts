// Creating an access token (spec 5-access §2.6, `POST /auth/create_token`): the call mints a
// credential, so it is one of main's own flows, made with the org's credential straight to the
// backend after main's confirmation. The gateway refuses the route to pages (gateway.ts); the
// window gets this call's answer only, to show the token once. Neither is logged.
import { z } from 'zod';
import type { RequestOf } from '../../preload/contract/channels.ts';
import { DesktopError } from '../../preload/contract/result.ts';
import {
  fetchBackend,
  type BackendFetchOptions,
  type BackendTarget,
  type BackendTransport,
} from '../gateway/backend-fetch.ts';
import { GatewayFailure } from '../gateway/gateway-error.ts';
import { serverMessage } from './agent-generate.ts';

type CreateRequest = RequestOf<'auth:createToken'>;

export interface TokenCreateOptions {
  target: (orgId: string) => Promise<BackendTarget>;
  credential: (orgId: string, target: BackendTarget) => Promise<string | null>;
  onUnauthorized: (orgId: string) => void;
  transport: BackendTransport;
  fetchOptions?: BackendFetchOptions | undefined;
  /** Main's confirmation; throws NOT_CONFIRMED when the user declines. */
  confirm: (orgId: string, request: CreateRequest) => Promise<void>;
}

const answer = z.object({ payload: z.object({ token: z.string() }) });

export function createTokenCreator(options: TokenCreateOptions) {
  return async (request: CreateRequest): Promise<{ token: string }> => {
    const { orgId, ...body } = request;
    const target = await options.target(orgId);
    const host = new URL(target.baseUrl).host;
    const credential = await options.credential(orgId, target);
    if (!credential)
      throw new DesktopError('NEEDS_SIGN_IN', `Sign in to ${host} before creating a token.`);
    await options.confirm(orgId, request);
    let response;
    try {
      response = await fetchBackend(
        options.transport,
        target,
        {
          uiPath: '/api/auth/create_token',
          method: 'POST',
          headers: new Headers({ accept: 'application/json', 'content-type': 'application/json' }),
          body: new TextEncoder().encode(JSON.stringify(body)),
          credential,
        },
        { ...options.fetchOptions, maxResponseBytes: 1024 * 1024 },
      );
    } catch (error) {
      if (error instanceof GatewayFailure)
        throw new DesktopError('TOKEN_NOT_CREATED', error.message);
      throw error;
    }
    if (response.status === 401) {
      if (response.credentialSent) options.onUnauthorized(orgId);
      throw new DesktopError('NEEDS_SIGN_IN', `${host} asks you to sign in again.`);
    }
    if (response.status < 200 || response.status >= 300)
      throw new DesktopError(
        response.status === 403 ? 'FORBIDDEN' : 'TOKEN_NOT_CREATED',
        serverMessage(response.body) ?? `${host} answered HTTP ${response.status}.`,
      );
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(new TextDecoder().decode(response.body));
    } catch {
      // not JSON: reported below
    }
    const token = answer.safeParse(parsed);
    if (!token.success) throw new DesktopError('TOKEN_NOT_CREATED', `${host} answered no token.`);
    return { token: token.data.payload.token };
  };
}
