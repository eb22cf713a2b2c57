import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, totp, verifyTotp } from './totp.ts';

// RFC 6238 appendix B (SHA1 seed "12345678901234567890"), truncated to 6 digits.
const rfcSecret = base32Encode(Buffer.from('12345678901234567890'));

describe('totp', () => {
  it('round-trips base32', () => {
    expect(base32Decode(base32Encode(Buffer.from('hello world!')))).toEqual(
      Buffer.from('hello world!'),
    );
    expect(rfcSecret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('matches the RFC 4226 and RFC 6238 test vectors', () => {
    expect(hotp(Buffer.from('12345678901234567890'), 0)).toBe('755224');
    expect(hotp(Buffer.from('12345678901234567890'), 9)).toBe('520489');
    expect(totp(rfcSecret, 59_000)).toBe('287082');
    expect(totp(rfcSecret, 1_111_111_109_000)).toBe('081804');
    expect(totp(rfcSecret, 2_000_000_000_000)).toBe('279037');
  });

  it('accepts one step either side and nothing further', () => {
    const now = 1_700_000_015_000;
    expect(verifyTotp(rfcSecret, totp(rfcSecret, now), now)).toBe(true);
    expect(verifyTotp(rfcSecret, totp(rfcSecret, now - 30_000), now)).toBe(true);
    expect(verifyTotp(rfcSecret, totp(rfcSecret, now + 30_000), now)).toBe(true);
    expect(verifyTotp(rfcSecret, totp(rfcSecret, now - 90_000), now)).toBe(false);
    expect(verifyTotp(rfcSecret, 'abcdef', now)).toBe(false);
  });
});
