// Basic mode's `authorization` cookie (reference §2.6, after mission-control auth/basic.go): a JWT
// with Mission Control's claims (aud `mission-control-basic-auth`, iss `mission-control`, `id` =
// person id, 24 h), set HttpOnly and SameSite=Strict by `POST /auth/login`. Upstream signs with
// its RSA key; the Sandbox signs HS256 with a random key of this process, so a restart signs
// everyone out (nothing outside the Sandbox verifies these tokens). Tokens are never logged.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const COOKIE_NAME = 'authorization';
const AUDIENCE = 'mission-control-basic-auth';
const ISSUER = 'mission-control';
const VALIDITY_SECONDS = 24 * 60 * 60;

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export class CookieSessions {
  private readonly key = randomBytes(32);

  private mac(input: string): Buffer {
    return createHmac('sha256', this.key).update(input).digest();
  }

  /** A signed token naming the person, valid for 24 hours from `nowMs`. */
  sign(personId: string, nowMs = Date.now()): string {
    const iat = Math.floor(nowMs / 1000);
    const input = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({
      aud: AUDIENCE,
      iss: ISSUER,
      iat,
      exp: iat + VALIDITY_SECONDS,
      id: personId,
    })}`;
    return `${input}.${this.mac(input).toString('base64url')}`;
  }

  /** The person id of a token this process signed and that has not expired; null otherwise. */
  verify(token: string, nowMs = Date.now()): string | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header = '', claims = '', signature = ''] = parts;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(`${header}.${claims}`);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const h = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
      if (h.alg !== 'HS256') return null;
      const c = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<
        string,
        unknown
      >;
      if (c.aud !== AUDIENCE || c.iss !== ISSUER) return null;
      if (typeof c.exp !== 'number' || c.exp * 1000 <= nowMs) return null;
      return typeof c.id === 'string' && c.id ? c.id : null;
    } catch {
      return null;
    }
  }
}

/** The value of one cookie in a `Cookie` request header; null when absent or empty. */
export function readCookie(header: string | string[] | undefined, name: string): string | null {
  const text = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const part of text.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return value ? value : null;
  }
  return null;
}

export function setSessionCookie(token: string): string {
  return `${COOKIE_NAME}=${token}; Path=/; HttpOnly; SameSite=Strict`;
}

export function clearSessionCookie(): string {
  return `${COOKIE_NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict`;
}
