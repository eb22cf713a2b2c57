// 'Token Permissions' of Token Details (spec 5-access §2.6): per grid object, the actions the
// token keeps: those GET /rbac/token/{id}/permissions does not answer as denied to the token's
// own person (rules of other subjects, its creator's roles, are left out).
import type { AccessToken, TokenPermission } from '../../api/services/tokens.ts';
import {
  SERVER_ACTIONS,
  TOKEN_OBJECTS,
  type TokenObject,
} from '../../components/access-token/token-scope.ts';

export interface Kept {
  object: TokenObject;
  actions: string[];
}

export function keptPermissions(token: AccessToken, perms: readonly TokenPermission[]): Kept[] {
  const denied = perms.filter((p) => p.deny && p.subject === token.person_id);
  const isDenied = (object: string, action: string) =>
    denied.some(
      (d) => (d.object === '*' || d.object === object) && (d.action === '*' || d.action === action),
    );
  return TOKEN_OBJECTS.map((object) => ({
    object,
    actions: SERVER_ACTIONS.filter((action) => !isDenied(object, action)),
  }));
}

/** A token with no deny rule of its own keeps all its creator may do. */
export const isRestricted = (token: AccessToken, perms: readonly TokenPermission[]) =>
  perms.some((p) => p.deny && p.subject === token.person_id);
