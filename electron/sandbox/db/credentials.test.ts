import { describe, expect, it } from 'vitest';
import { hashSecret, verifySecret } from './credentials.ts';

describe('credentials', () => {
  it('hashes with scrypt and a random salt, and verifies only the right secret', async () => {
    const a = await hashSecret('sandbox');
    const b = await hashSecret('sandbox');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('sandbox$');
    await expect(verifySecret('sandbox', a)).resolves.toBe(true);
    await expect(verifySecret('sandbox', b)).resolves.toBe(true);
    await expect(verifySecret('Sandbox', a)).resolves.toBe(false);
    await expect(verifySecret('', a)).resolves.toBe(false);
  });

  it('rejects malformed hashes instead of throwing', async () => {
    await expect(verifySecret('x', 'plain-text')).resolves.toBe(false);
    await expect(verifySecret('x', 'scrypt$1$1$1$$')).resolves.toBe(false);
    await expect(verifySecret('x', 'bcrypt$16384$8$1$abc$def')).resolves.toBe(false);
    await expect(verifySecret('x', 'scrypt$99999999$8$1$abc$def')).resolves.toBe(false);
  });
});
