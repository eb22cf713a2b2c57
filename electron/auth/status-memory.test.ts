import { describe, expect, it } from 'vitest';
import type { AuthStatus } from '../../preload/contract/auth.ts';
import { createStatusMemory } from './status-memory.ts';

const signedIn = (orgId: string, email = 'a@example.com'): AuthStatus => ({
  orgId,
  state: 'signed-in',
  method: 'token',
  user: { id: `id-${email}`, name: 'a', email, roles: ['admin'] },
  message: null,
  sessionOnly: false,
});
const needsSignIn = (orgId: string): AuthStatus => ({
  ...signedIn(orgId),
  state: 'needs-sign-in',
  user: null,
  message: 'Sign in.',
});

/** A check that counts its runs and answers what it is told. */
function counter(answer: (orgId: string) => AuthStatus) {
  const calls: string[] = [];
  return {
    calls,
    check: (orgId: string) => () => {
      calls.push(orgId);
      return Promise.resolve(answer(orgId));
    },
  };
}

describe('status memory', () => {
  it('keeps a signed-in answer and answers from it until forgotten', async () => {
    const memory = createStatusMemory();
    const c = counter((orgId) => signedIn(orgId));
    expect(await memory.get('o', c.check('o'))).toMatchObject({ state: 'signed-in' });
    expect(await memory.get('o', c.check('o'))).toMatchObject({ state: 'signed-in' });
    expect(c.calls).toEqual(['o']);
    memory.forget('o');
    await memory.get('o', c.check('o'));
    expect(c.calls).toEqual(['o', 'o']);
  });

  it('never keeps another state: each ask checks again', async () => {
    const memory = createStatusMemory();
    const c = counter((orgId) => needsSignIn(orgId));
    await memory.get('o', c.check('o'));
    await memory.get('o', c.check('o'));
    expect(c.calls).toEqual(['o', 'o']);
    expect(memory.peek('o')).toBeUndefined();
  });

  it('shares one run between asks at the same time', async () => {
    const memory = createStatusMemory();
    const c = counter((orgId) => signedIn(orgId));
    const answers = await Promise.all([1, 2, 3].map(() => memory.get('o', c.check('o'))));
    expect(c.calls).toEqual(['o']);
    expect(answers.every((a) => a.state === 'signed-in')).toBe(true);
  });

  it('does not keep the answer of a run that a forget overtook', async () => {
    const memory = createStatusMemory();
    let release: (status: AuthStatus) => void = () => undefined;
    const slow = new Promise<AuthStatus>((resolve) => (release = resolve));
    const pending = memory.get('o', () => slow);
    memory.forget('o'); // e.g. a sign-out while the check was under way
    release(signedIn('o'));
    expect((await pending).state).toBe('signed-in'); // the caller still gets its answer
    expect(memory.peek('o')).toBeUndefined();
    // And the next ask starts a run of its own instead of joining the overtaken one.
    const c = counter((orgId) => needsSignIn(orgId));
    expect((await memory.get('o', c.check('o'))).state).toBe('needs-sign-in');
    expect(c.calls).toEqual(['o']);
  });

  it('a failed run is not kept and the next ask runs again', async () => {
    const memory = createStatusMemory();
    await expect(memory.get('o', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const c = counter((orgId) => signedIn(orgId));
    await memory.get('o', c.check('o'));
    expect(c.calls).toEqual(['o']);
  });

  it('remember keeps a sign-in answer and forgets on any other; clear forgets every org', () => {
    const memory = createStatusMemory();
    memory.remember(signedIn('a', 'new@example.com'));
    memory.remember(signedIn('b'));
    expect(memory.peek('a')?.user?.email).toBe('new@example.com');
    memory.remember(needsSignIn('b'));
    expect(memory.peek('b')).toBeUndefined();
    memory.clear();
    expect(memory.peek('a')).toBeUndefined();
  });
});
