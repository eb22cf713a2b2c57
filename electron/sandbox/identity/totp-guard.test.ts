// TotpGuard with a test clock: the lock after five wrong codes lifts when the window has passed,
// a used step stays used across guards (it is stored), and unlinking TOTP forgets it.
import type { PGlite } from '@electric-sql/pglite';
import { freshPGlite } from '../test-support/seeded-sandbox.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_SCHEMA_SQL, upsertCredentials } from './store.ts';
import { totp } from './totp.ts';
import { TotpGuard } from './totp-guard.ts';

const secret = 'JBSWY3DPEHPK3PXP';
const id = '00000000-0000-4000-8000-000000000001';
let db: PGlite;

beforeAll(async () => {
  db = freshPGlite();
  await db.exec('CREATE TABLE public.identities (id uuid PRIMARY KEY)');
  await db.query('INSERT INTO public.identities (id) VALUES ($1)', [id]);
  await db.exec(IDENTITY_SCHEMA_SQL);
  await upsertCredentials(db, id, { totpSecret: secret });
});
afterAll(async () => db.close());

describe('TotpGuard', () => {
  it('locks after five wrong codes and unlocks when the window has passed', async () => {
    let now = Date.UTC(2026, 0, 1);
    const guard = new TotpGuard(db, { now: () => now });
    const wrong = totp(secret, now) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await guard.check(id, secret, wrong)).ok).toBe(false);
    const locked = await guard.check(id, secret, totp(secret, now));
    expect(locked).toMatchObject({ ok: false, message: { id: 4000001 } });
    now += 5 * 60_000;
    expect(await guard.check(id, secret, totp(secret, now))).toEqual({ ok: true });
  });

  it('remembers the used step in the database; unlinking forgets it', async () => {
    const now = Date.UTC(2026, 0, 2);
    expect(
      await new TotpGuard(db, { now: () => now }).check(id, secret, totp(secret, now)),
    ).toEqual({ ok: true });
    const restarted = new TotpGuard(db, { now: () => now });
    expect(await restarted.check(id, secret, totp(secret, now))).toMatchObject({
      ok: false,
      message: { id: 4000008 },
    });
    await upsertCredentials(db, id, { totpSecret: null });
    expect(await restarted.check(id, secret, totp(secret, now))).toEqual({ ok: true });
  });
});
