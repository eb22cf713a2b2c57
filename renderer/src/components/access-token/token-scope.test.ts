import { describe, expect, it } from 'vitest';
import { effectiveAccess, presetGrid, presetOf, scopeOf } from './token-scope.ts';

describe('token scope', () => {
  it('the Read preset is read everywhere plus mcp:*', () => {
    const scope = scopeOf(presetGrid('Read'));
    expect(scope).toContainEqual({ subject: '', object: 'mcp', action: '*' });
    expect(scope.filter((s) => s.object !== 'mcp').every((s) => s.action === 'read')).toBe(true);
    expect(scope).toHaveLength(6);
  });

  it('levels add up: playbooks Run is read and playbook:run; Full is CRUD', () => {
    const grid = { ...presetGrid('Read'), playbooks: 'Run', catalog: 'Full', canaries: 'None' };
    const scope = scopeOf(grid).map((s) => `${s.object}:${s.action}`);
    expect(scope).toEqual(expect.arrayContaining(['playbooks:playbook:run', 'catalog:update']));
    expect(scope.some((s) => s.startsWith('canaries:'))).toBe(false);
    expect(presetOf(grid)).toBe('Custom');
    expect(presetOf(presetGrid('Write'))).toBe('Write');
  });

  it('the preview denies every unlisted pair, and every mcp pair for mcp:*', () => {
    const [mcp, canaries] = effectiveAccess(presetGrid('Read'));
    expect(mcp).toMatchObject({ object: 'mcp', allowed: [] });
    expect(mcp!.denied).toContain('mcp:use');
    expect(canaries).toMatchObject({ object: 'canaries', allowed: ['read'] });
    expect(canaries!.denied).toContain('create');
  });
});
