// Creating an access token (spec 5-access §2.6, `POST /auth/create_token`): the call mints a
// credential, so it is one of main's own flows (minting-call.ts); the window gets this call's
// answer only, to show the token once.
import { z } from 'zod';
import type { RequestOf } from '../../preload/contract/channels.ts';
import { DesktopError } from '../../preload/contract/result.ts';
import { mintingCall, type MintingOptions } from './minting-call.ts';

type CreateRequest = RequestOf<'auth:createToken'>;

export interface TokenCreateOptions extends MintingOptions {
  /** Main's confirmation; throws NOT_CONFIRMED when the user declines. */
  confirm: (orgId: string, request: CreateRequest) => Promise<void>;
}

const answerSchema = z.object({ payload: z.object({ token: z.string() }) });

export function createTokenCreator(options: TokenCreateOptions) {
  return async (request: CreateRequest): Promise<{ token: string }> => {
    const { orgId, ...body } = request;
    const { host, answer } = await mintingCall(options, {
      orgId,
      doing: 'creating a token',
      failure: 'TOKEN_NOT_CREATED',
      uiPath: '/api/auth/create_token',
      body,
      confirm: () => options.confirm(orgId, request),
    });
    const token = answerSchema.safeParse(answer);
    if (!token.success) throw new DesktopError('TOKEN_NOT_CREATED', `${host} answered no token.`);
    return { token: token.data.payload.token };
  };
}
