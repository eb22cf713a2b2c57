// Authentication as reference §2 (Kratos-mode behaviour): Bearer access token, Basic
// `token:<token>`, Basic `email:password`, and basic mode's signed `authorization` cookie from
// `POST /auth/login` (§2.6; session-cookie.ts); failures are plain-text 401s (§2.4). Password
// checks are cached like upstream (30 min on success, 1 min on failure) because scrypt is slow by
// design. Neither passwords nor tokens are ever logged.
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { text } from './respond.ts';
import { looksLikeJwt, type OidcBearer } from './oidc-bearer.ts';
import { COOKIE_NAME, CookieSessions, readCookie } from './session-cookie.ts';
import type { TokenStore } from './tokens.ts';
import type { Person, Principal, RouteResponse, SecretHasher } from './types.ts';

export type AuthResult =
  { ok: true; principal: Principal; viaCookie?: boolean } | { ok: false; response: RouteResponse };

const fail = (status: number, body: string): AuthResult => ({
  ok: false,
  response: text(status, body),
});

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class Authenticator {
  private readonly db: PGlite;
  private readonly tokens: TokenStore;
  private readonly secrets: SecretHasher;
  private readonly passwordCache = new Map<string, { personId: string | null; until: number }>();
  readonly sessions = new CookieSessions();
  /**
   * Kratos mode (`--auth kratos`): Kratos sessions are accepted (the `ory_kratos_session` cookie,
   * `X-Session-Token` or `Bearer ory_st_…`) and basic mode's `authorization` cookie is not.
   */
  kratos: {
    personForRequest(
      headers: Record<string, string | string[] | undefined>,
    ): Promise<{ personId: string; viaCookie: boolean } | null>;
  } | null = null;
  /** `--oidc-issuer`: RS256 access tokens of that issuer are accepted as Bearer (oidc-bearer.ts). */
  oidc: OidcBearer | null = null;

  constructor(db: PGlite, tokens: TokenStore, secrets: SecretHasher) {
    this.db = db;
    this.tokens = tokens;
    this.secrets = secrets;
  }

  forget(): void {
    this.passwordCache.clear();
    this.tokens.forget();
  }

  /**
   * A valid `authorization` cookie wins (as upstream's basic middleware checks it first); otherwise
   * the Authorization header decides.
   */
  async authenticate(
    authorization: string | undefined,
    cookieHeader?: string | string[],
    headers?: Record<string, string | string[] | undefined>,
  ): Promise<AuthResult> {
    if (this.kratos) {
      const found = await this.kratos.personForRequest(
        headers ?? { authorization, cookie: cookieHeader },
      );
      const principal = found ? await this.principal(found.personId, null) : null;
      if (found && principal) return { ok: true, principal, viaCookie: found.viaCookie };
    }
    const cookie = this.kratos ? null : readCookie(cookieHeader, COOKIE_NAME);
    if (cookie) {
      const personId = this.sessions.verify(cookie);
      const principal = personId ? await this.principal(personId, null) : null;
      if (principal) return { ok: true, principal, viaCookie: true };
    }
    const header = (authorization ?? '').trim();
    const space = header.indexOf(' ');
    const scheme = space === -1 ? header.toLowerCase() : header.slice(0, space).toLowerCase();
    const credential = space === -1 ? '' : header.slice(space + 1).trim();
    if (scheme === 'bearer' && credential && this.oidc && looksLikeJwt(credential))
      return this.byOidcToken(this.oidc, credential);
    if (scheme === 'bearer' && credential) return this.byToken(credential, 'bearer');
    if (scheme === 'basic' && credential) {
      const decoded = Buffer.from(credential, 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon === -1) return fail(401, 'Authorization Error');
      const user = decoded.slice(0, colon);
      const secret = decoded.slice(colon + 1);
      if (user.toLowerCase() === 'token') return this.byToken(secret, 'basic');
      return this.byPassword(user, secret);
    }
    return fail(401, 'Authorization Error');
  }

  private async byToken(token: string, via: 'bearer' | 'basic'): Promise<AuthResult> {
    const check = await this.tokens.check(token);
    if (!check.ok) {
      if (check.reason === 'expired') return fail(401, 'access token has expired');
      if (check.reason === 'invalid-format' && via === 'bearer')
        return fail(400, 'invalid access token');
      return fail(401, 'Session Expired');
    }
    const principal = await this.principal(check.personId, check.tokenId);
    return principal ? { ok: true, principal } : fail(401, 'Session Expired');
  }

  private async byOidcToken(oidc: OidcBearer, token: string): Promise<AuthResult> {
    const verdict = await oidc.verify(token).catch(() => null);
    if (!verdict) return fail(401, 'the OIDC issuer could not be reached to check the token');
    if (!verdict.ok)
      return fail(
        401,
        verdict.reason === 'expired' ? 'access token has expired' : 'invalid access token',
      );
    const personId = await oidc.personOf(this.db, verdict.claims);
    const principal = personId ? await this.principal(personId, null) : null;
    return principal ? { ok: true, principal } : fail(401, 'no person for this identity');
  }

  /**
   * The person whose password this is; null when none. `byName` also matches the person's name
   * (basic mode's login looks people up by name or email).
   */
  private async checkPassword(
    user: string,
    password: string,
    byName: boolean,
  ): Promise<string | null> {
    const key = createHash('sha256')
      .update(`${byName ? 'n' : 'e'}\0${user.toLowerCase()}\0${password}`)
      .digest('hex');
    const cached = this.passwordCache.get(key);
    if (cached && cached.until > Date.now()) return cached.personId;
    const rows = await this.db.query<{ id: string; password_hash: string }>(
      `SELECT p.id, c.password_hash FROM people p JOIN sandbox_credentials c ON c.person_id = p.id
       WHERE (lower(p.email) = lower($1) OR ($2 AND lower(p.name) = lower($1)))
         AND p.deleted_at IS NULL
       ORDER BY (lower(p.email) = lower($1)) DESC, p.created_at LIMIT 1`,
      [user, byName],
    );
    const row = rows.rows[0];
    const personId =
      row && (await this.secrets.verify(password, row.password_hash)) ? row.id : null;
    this.passwordCache.set(key, {
      personId,
      until: Date.now() + (personId ? 30 * 60_000 : 60_000),
    });
    return personId;
  }

  /** Basic mode's login: a signed cookie token for a correct user (email or name) and password. */
  async login(user: string, password: string): Promise<string | null> {
    const personId = await this.checkPassword(user, password, true);
    if (!personId || !(await this.principal(personId, null))) return null;
    return this.sessions.sign(personId);
  }

  private async byPassword(email: string, password: string): Promise<AuthResult> {
    const personId = await this.checkPassword(email, password, false);
    if (!personId) return fail(401, 'Authorization Error');
    const principal = await this.principal(personId, null);
    return principal ? { ok: true, principal } : fail(401, 'Authorization Error');
  }

  /** Loads the person and their roles; token persons inherit the roles of the person they are grouped under. */
  async principal(personId: string, tokenId: string | null): Promise<Principal | null> {
    const people = await this.db.query<Person>(
      'SELECT id, name, email, type, avatar, external_id, properties FROM people WHERE id = $1 AND deleted_at IS NULL',
      [personId],
    );
    const person = people.rows[0];
    if (!person) return null;
    const principal: Principal = { person, roles: await this.rolesOf(personId), tokenId };
    if (person.type === 'access_token') principal.denies = await this.tokenDenies(personId);
    return principal;
  }

  /** A restricted token's deny rules, written by create_token (routes/access-tokens.ts). */
  private async tokenDenies(personId: string): Promise<{ object: string; action: string }[]> {
    const rows = await this.db.query<{ object: string; action: string }>(
      `SELECT object, action FROM permissions
       WHERE subject = $1 AND deny AND source = 'AccessToken' AND deleted_at IS NULL`,
      [personId],
    );
    return rows.rows;
  }

  async rolesOf(subject: string, depth = 0): Promise<string[]> {
    const rows = await this.db.query<{ v1: string }>(
      "SELECT v1 FROM casbin_rule WHERE ptype = 'g' AND v0 = $1 ORDER BY id",
      [subject],
    );
    const roles: string[] = [];
    for (const { v1 } of rows.rows) {
      if (uuidPattern.test(v1)) {
        if (depth < 4)
          for (const r of await this.rolesOf(v1, depth + 1)) if (!roles.includes(r)) roles.push(r);
      } else if (!roles.includes(v1)) roles.push(v1);
    }
    return roles;
  }
}
