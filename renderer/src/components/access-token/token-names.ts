// How a token's creator and kind read: the server makes each token a person named
// '{creator} (Token)', and the agents' own tokens are named `agent-…`.
import type { AccessToken } from '../../api/services/tokens.ts';

/** The token's person is '{creator} (Token)': the creator's name is what comes before. */
export const creatorName = (token: AccessToken) =>
  (token.person?.name ?? '').replace(/ \(Token\)$/, '');

export const isAgentToken = (token: AccessToken) => token.name.startsWith('agent-');
