// `--oidc-issuer <url>`: the Sandbox accepts access tokens of an external OIDC provider as
// `Authorization: Bearer <JWT>`, as Mission Control does with its embedded provider (reference
// §2.8). A token is accepted when it is an RS256 JWT signed by a key of the issuer's JWKS, its `iss`
// is the issuer and it has not expired; its `email` claim (or a `sub` that is an email or a person
// id) names a person who must already exist. The backend's discovery document is the issuer's,
// served at this server's `/.well-known/…` so clients find the provider from the org's address.
// node:crypto only (JWK import + verify): no JOSE library.
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';

const CLOCK_SKEW_S = 30;
const JWKS_REFRESH_MIN_MS = 30_000;

interface Jwk {
  kid?: string;
  kty?: string;
  alg?: string;
  use?: string;
  n?: string;
  e?: string;
}

export type OidcVerdict =
  { ok: true; claims: Record<string, unknown> } | { ok: false; reason: string };

/** Three base64url parts, a JSON header first: what an RS256 access token looks like. */
export function looksLikeJwt(token: string): boolean {
  return /^eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token);
}

export class OidcBearer {
  readonly issuer: string;
  private readonly fetch: typeof globalThis.fetch;
  private readonly now: () => number;
  private discovery: Promise<Record<string, unknown>> | null = null;
  private keys = new Map<string, KeyObject>();
  private keysFetchedAt = 0;

  constructor(
    issuer: string,
    options: { fetch?: typeof globalThis.fetch; now?: () => number } = {},
  ) {
    this.issuer = issuer.replace(/\/+$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? Date.now;
  }

  /** The issuer's discovery document (cached; a failed read is retried on the next call). */
  metadata(): Promise<Record<string, unknown>> {
    this.discovery ??= (async () => {
      const response = await this.fetch(`${this.issuer}/.well-known/openid-configuration`, {
        headers: { accept: 'application/json' },
      });
      if (!response.ok)
        throw new Error(`the OIDC issuer's discovery answered HTTP ${response.status}`);
      return (await response.json()) as Record<string, unknown>;
    })().catch((error: unknown) => {
      this.discovery = null;
      throw error;
    });
    return this.discovery;
  }

  private async loadKeys(): Promise<void> {
    const doc = await this.metadata();
    const uri = typeof doc.jwks_uri === 'string' ? doc.jwks_uri : null;
    if (!uri) throw new Error('the OIDC issuer names no jwks_uri');
    const response = await this.fetch(uri, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`the issuer's JWKS answered HTTP ${response.status}`);
    const body = (await response.json()) as { keys?: Jwk[] };
    const keys = new Map<string, KeyObject>();
    for (const jwk of body.keys ?? []) {
      if (jwk.kty !== 'RSA' || (jwk.use && jwk.use !== 'sig') || !jwk.n || !jwk.e) continue;
      keys.set(
        jwk.kid ?? '',
        createPublicKey({ key: { kty: 'RSA', n: jwk.n, e: jwk.e }, format: 'jwk' }),
      );
    }
    this.keys = keys;
    this.keysFetchedAt = this.now();
  }

  private async keyFor(kid: string): Promise<KeyObject | null> {
    const known =
      this.keys.get(kid) ??
      (kid === '' && this.keys.size === 1 ? [...this.keys.values()][0] : undefined);
    if (known) return known;
    // An unknown kid: the provider may have rotated its keys. Re-read, at most every 30 s.
    if (this.now() - this.keysFetchedAt < JWKS_REFRESH_MIN_MS && this.keysFetchedAt !== 0)
      return null;
    await this.loadKeys();
    return (
      this.keys.get(kid) ??
      (kid === '' && this.keys.size === 1 ? [...this.keys.values()][0]! : null)
    );
  }

  async verify(token: string): Promise<OidcVerdict> {
    const [headerPart, payloadPart, signaturePart] = token.split('.');
    if (!headerPart || !payloadPart || !signaturePart) return { ok: false, reason: 'not a JWT' };
    let header: { alg?: unknown; kid?: unknown };
    let claims: Record<string, unknown>;
    try {
      header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8')) as typeof header;
      claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8')) as typeof claims;
    } catch {
      return { ok: false, reason: 'not a JWT' };
    }
    if (header.alg !== 'RS256') return { ok: false, reason: 'only RS256 tokens are accepted' };
    const key = await this.keyFor(typeof header.kid === 'string' ? header.kid : '');
    if (!key) return { ok: false, reason: 'signed by an unknown key' };
    const signed = verify(
      'sha256',
      Buffer.from(`${headerPart}.${payloadPart}`, 'ascii'),
      key,
      Buffer.from(signaturePart, 'base64url'),
    );
    if (!signed) return { ok: false, reason: 'bad signature' };
    if (typeof claims.iss !== 'string' || claims.iss.replace(/\/+$/, '') !== this.issuer)
      return { ok: false, reason: 'issued by another issuer' };
    const nowS = this.now() / 1000;
    if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_S < nowS)
      return { ok: false, reason: 'expired' };
    if (typeof claims.nbf === 'number' && claims.nbf - CLOCK_SKEW_S > nowS)
      return { ok: false, reason: 'not valid yet' };
    return { ok: true, claims };
  }

  /** The person a verified token names: by `email`, else by `sub` as an email or a person id. */
  async personOf(db: PGlite, claims: Record<string, unknown>): Promise<string | null> {
    const email = typeof claims.email === 'string' ? claims.email : null;
    const sub = typeof claims.sub === 'string' ? claims.sub : null;
    for (const candidate of [email, sub]) {
      if (!candidate) continue;
      const rows = await db.query<{ id: string }>(
        `SELECT id FROM people WHERE deleted_at IS NULL
           AND (lower(email) = lower($1) OR id::text = $1) ORDER BY created_at LIMIT 1`,
        [candidate],
      );
      const id = rows.rows[0]?.id;
      if (id) return id;
    }
    return null;
  }
}
