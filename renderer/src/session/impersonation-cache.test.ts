// Scope impersonation and the caches (spec 5-access §2.3): the header goes with one organisation's
// requests only, a change drops that organisation's narrowed answers, and nothing read while
// impersonating reaches the offline cache.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  impersonationOf,
  scopeHeaderFor,
  setImpersonation,
  subscribeImpersonation,
} from '../api/http/scope-impersonation.ts';
import { dropScopedAnswers, persistsAnswers } from './impersonation-cache.ts';

const ACTIVE = { mode: 'scopes' as const, scopeIds: ['s1'], payload: { scopes: ['s1'] } };

/** The window's session storage (the unit tests run in Node, which has none). */
beforeAll(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  });
});

afterEach(() => {
  setImpersonation('org-a', null);
  setImpersonation('org-b', null);
});

describe('the impersonation store', () => {
  it('gives the header to the impersonating organisation only', () => {
    expect(scopeHeaderFor('org-a')).toEqual({});
    setImpersonation('org-a', ACTIVE);
    expect(scopeHeaderFor('org-a')).toEqual({ 'X-Flanksource-Scope': '{"scopes":["s1"]}' });
    expect(scopeHeaderFor('org-b')).toEqual({});
    expect(persistsAnswers('org-a')).toBe(false);
    expect(persistsAnswers('org-b')).toBe(true);
  });

  it('keeps the choice in session storage and tells subscribers which organisation changed', () => {
    const changed: string[] = [];
    const stop = subscribeImpersonation((org) => changed.push(org));
    setImpersonation('org-b', ACTIVE);
    expect(
      JSON.parse(sessionStorage.getItem('flanksource-impersonated-scope:org-b') ?? 'null'),
    ).toEqual(ACTIVE);
    setImpersonation('org-b', null);
    stop();
    expect(changed).toEqual(['org-b', 'org-b']);
    expect(sessionStorage.getItem('flanksource-impersonated-scope:org-b')).toBeNull();
    expect(impersonationOf('org-b')).toBeNull();
  });
});

describe('dropScopedAnswers', () => {
  it('drops narrowed answers and keeps who the user is and the properties', async () => {
    const client = new QueryClient();
    client.setQueryData(['catalog', 'list', {}], [1, 2, 3]);
    client.setQueryData(['auth', 'whoami', {}], { user: 'me' });
    client.setQueryData(['properties', 'list', {}], []);
    await dropScopedAnswers(client);
    expect(client.getQueryData(['catalog', 'list', {}])).toBeUndefined();
    expect(client.getQueryData(['auth', 'whoami', {}])).toEqual({ user: 'me' });
    expect(client.getQueryData(['properties', 'list', {}])).toEqual([]);
  });
});
