// The row-level payload's pure parts (spec 5-access §2.3): the header's parsing and its errors,
// the intersection a restricted caller gets, and a scope's targets as payload entries.
import { describe, expect, it } from 'vitest';
import {
  addTargets,
  effectivePayload,
  intersectEntry,
  intersectPayload,
  parseScopeHeader,
  type RowLevelPayload,
} from './payload.ts';
import { likePattern } from './row-level-sql.ts';

const SCOPE_A = '0190a000-0000-7000-8000-00000000000a';
const SCOPE_B = '0190a000-0000-7000-8000-00000000000b';

describe('parseScopeHeader', () => {
  it('reads a payload with every type and scopes', () => {
    const r = parseScopeHeader(
      JSON.stringify({
        config: [{ names: ['a-*'], tags: { cluster: 'x' } }],
        canary: [{ agents: ['local'] }],
        view: [{ id: 'v1', deny: true }],
        scopes: [SCOPE_A],
      }),
    );
    expect(r).toEqual({
      ok: true,
      payload: {
        config: [{ names: ['a-*'], tags: { cluster: 'x' } }],
        canary: [{ agents: ['local'] }],
        view: [{ id: 'v1', deny: true }],
        scopes: [SCOPE_A],
      },
    });
  });

  it.each([
    ['not json', /^invalid X-Flanksource-Scope header: .*JSON/],
    ['[1]', /^invalid X-Flanksource-Scope header: expected a JSON object$/],
    ['{"config": {"names": ["a"]}}', /^invalid X-Flanksource-Scope header: config: /],
    ['{"config": [{"names": "a"}]}', /^invalid X-Flanksource-Scope header: config\.0\.names: /],
    ['{"scopes": ["not-a-uuid"]}', /^invalid X-Flanksource-Scope header: scopes\.0: /],
    ['{"configs": []}', /^invalid X-Flanksource-Scope header: .*configs/],
  ])('refuses %s with a message naming the problem', (raw, message) => {
    const r = parseScopeHeader(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(message);
  });
});

describe('intersectEntry', () => {
  it('needs equal ids, keeping the one that is set', () => {
    expect(intersectEntry({ id: 'a' }, { id: 'b' })).toBeNull();
    expect(intersectEntry({ id: 'a' }, { id: 'a' })).toEqual({ id: 'a' });
    expect(intersectEntry({}, { id: 'b' })).toEqual({ id: 'b' });
  });

  it('merges tags and drops the entry on a conflict', () => {
    expect(intersectEntry({ tags: { a: '1' } }, { tags: { b: '2' } })).toEqual({
      tags: { a: '1', b: '2' },
    });
    expect(intersectEntry({ tags: { a: '1' } }, { tags: { a: '2' } })).toBeNull();
  });

  it('intersects agents and names, empty meaning unrestricted', () => {
    expect(intersectEntry({ agents: ['x', 'y'] }, { agents: ['y', 'z'] })).toEqual({
      agents: ['y'],
    });
    expect(intersectEntry({ agents: ['x'] }, { agents: ['z'] })).toBeNull();
    expect(intersectEntry({ names: [] }, { names: ['n'] })).toEqual({ names: ['n'] });
    expect(intersectEntry({ names: ['n'] }, {})).toEqual({ names: ['n'] });
    expect(intersectEntry({ names: ['n'] }, { names: ['m'] })).toBeNull();
  });
});

describe('intersectPayload', () => {
  const real: RowLevelPayload = {
    config: [{ tags: { cluster: 'a' } }, { names: ['secret-*'], deny: true }],
    playbook: [{ names: ['restart'] }],
    scopes: [SCOPE_A, SCOPE_B],
  };

  it('never widens: types the caller lacks stay empty, deny entries of both sides stay', () => {
    const out = intersectPayload(real, {
      config: [{ names: ['web'] }, { tags: { cluster: 'b' } }],
      component: [{ names: ['*'] }],
      canary: [{ names: ['c'], deny: true }],
      scopes: [SCOPE_B],
    });
    expect(out.config).toEqual([
      { tags: { cluster: 'a' }, names: ['web'] },
      { names: ['secret-*'], deny: true },
    ]);
    expect(out.component).toEqual([]);
    expect(out.canary).toEqual([{ names: ['c'], deny: true }]);
    expect(out.playbook).toEqual([]);
    expect(out.scopes).toEqual([SCOPE_B]);
  });

  it('gives an unrestricted caller the impersonated payload as is', () => {
    const imp: RowLevelPayload = { config: [{ names: ['x'] }] };
    expect(effectivePayload({ disable_rls: true }, imp)).toBe(imp);
    expect(effectivePayload(real, null)).toBe(real);
    expect(effectivePayload(real, imp).config).toEqual([
      { tags: { cluster: 'a' }, names: ['x'] },
      { names: ['secret-*'], deny: true },
    ]);
  });
});

describe('addTargets', () => {
  it('maps each target to its type and copies Global to all but playbook', () => {
    const p: RowLevelPayload = {};
    addTargets(p, [
      { config: { tagSelector: 'namespace=payments, cluster = a' } },
      { playbook: { name: '*' } },
      { global: { agent: 'local', name: 'web' } },
    ]);
    expect(p.config).toEqual([
      { tags: { namespace: 'payments', cluster: 'a' } },
      { names: ['web'], agents: ['local'] },
    ]);
    expect(p.playbook).toEqual([{ names: ['*'] }]);
    for (const type of ['component', 'canary', 'view'] as const)
      expect(p[type]).toEqual([{ names: ['web'], agents: ['local'] }]);
  });

  it('ignores targets that are not a list', () => {
    const p: RowLevelPayload = {};
    addTargets(p, { config: {} });
    expect(p).toEqual({});
  });
});

describe('likePattern', () => {
  it('turns * into % and takes LIKE wildcards literally', () => {
    expect(likePattern('billing-*')).toBe('billing-%');
    expect(likePattern('a_b%c')).toBe('a\\_b\\%c');
  });
});
