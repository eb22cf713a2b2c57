// PKCE (RFC 7636, S256) and the random `state` and `nonce` of one authorization request. The
// verifier stays in main's memory for the one sign-in; only the challenge leaves the machine.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export interface Pkce {
  verifier: string;
  challenge: string;
  method: 'S256';
}

/** 32 random bytes, base64url: 43 characters, inside RFC 7636's 43–128 of unreserved characters. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function challengeOf(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

export function createPkce(): Pkce {
  const verifier = randomToken(32);
  return { verifier, challenge: challengeOf(verifier), method: 'S256' };
}

/** Constant-time comparison of two strings (a callback's `state` against ours). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
