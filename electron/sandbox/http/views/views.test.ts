// The view runner's pure parts: durations, placeholders and field paths, selectors as SQL,
// variable dependency order, the fingerprint, and the Cache-Control header.
import { describe, expect, it } from 'vitest';
import { cacheOptions } from '../routes/view-run.ts';
import { configsSql } from './queries.ts';
import { fingerprint } from './runner.ts';
import { durationMs } from './spec.ts';
import { evalPath, fillVars, renderGoTemplate } from './template.ts';
import { dependencyOrder } from './variables.ts';

describe('view runner helpers', () => {
  it('reads durations', () => {
    expect(durationMs('15m', 0)).toBe(900_000);
    expect(durationMs('1h30m', 0)).toBe(5_400_000);
    expect(durationMs('200ms', 0)).toBe(200);
    expect(durationMs('soon', 7)).toBe(7);
    expect(durationMs(undefined, 7)).toBe(7);
  });

  it('fills placeholders, quoting for SQL, and refuses unknown variables', () => {
    expect(fillVars("name = '$(var.n)'", { n: "o'k" }, true)).toBe("name = 'o''k'");
    expect(fillVars('$(var.n)-*', { n: 'api' })).toBe('api-*');
    expect(() => fillVars('$(var.x)', {})).toThrow('undefined variable referenced: x');
  });

  it('evaluates field paths and Go template paths', () => {
    const env = { row: { health: 'healthy', tags: { cluster: 'a' } } };
    expect(evalPath('row.health', env)).toBe('healthy');
    expect(evalPath('row.tags.cluster', env)).toBe('a');
    expect(evalPath("'fixed'", env)).toBe('fixed');
    expect(evalPath('row.health == 1', env)).toBeUndefined();
    expect(
      renderGoTemplate('$(.config.tags.cluster)/{{.config.name}}', {
        config: { name: 'n', tags: { cluster: 'c' } },
      }),
    ).toBe('c/n');
  });

  it('turns a selector into SQL with quoted values', () => {
    const sql = configsSql({
      types: ['AWS::*', '-AWS::IAM::Role'],
      tagSelector: "cluster=o'k,env!=dev",
      search: 'created_at>now-24h api-*',
    });
    expect(sql).toContain(`c.type LIKE 'AWS::%'`);
    expect(sql).toContain(`c.type IS DISTINCT FROM 'AWS::IAM::Role'`);
    expect(sql).toContain(`c.tags->>'cluster' = 'o''k'`);
    expect(sql).toContain(`c.tags->>'env' IS DISTINCT FROM 'dev'`);
    expect(sql).toContain(`c.created_at > now() - interval '24 hours'`);
    expect(sql).toContain(`c.name LIKE 'api-%'`);
  });

  it('orders variables by dependency and reports cycles and unknown ones', () => {
    const order = dependencyOrder([
      { key: 'ns', dependsOn: ['cluster'], values: [] },
      { key: 'cluster', values: [] },
    ]);
    expect(order.map((v) => v.key)).toEqual(['cluster', 'ns']);
    expect(() =>
      dependencyOrder([
        { key: 'a', dependsOn: ['b'], values: [] },
        { key: 'b', dependsOn: ['a'], values: [] },
      ]),
    ).toThrow('circular dependency detected involving variable: a');
    expect(() => dependencyOrder([{ key: 'a', dependsOn: ['z'], values: [] }])).toThrow(
      'undefined variable referenced: z',
    );
  });

  it('fingerprints the sorted values', () => {
    expect(fingerprint({ a: '1', b: '2' })).toBe(fingerprint({ b: '2', a: '1' }));
    expect(fingerprint({ a: '1' })).not.toBe(fingerprint({ a: '2' }));
    expect(fingerprint({})).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads Cache-Control max-age and refresh-timeout in seconds', () => {
    expect(cacheOptions('max-age=30, refresh-timeout=2')).toEqual({
      maxAgeMs: 30_000,
      refreshTimeoutMs: 2_000,
    });
    expect(cacheOptions('')).toEqual({});
    expect(cacheOptions('max-age=0')).toEqual({});
    expect(() => cacheOptions('max-age=-1')).toThrow('invalid cache control header');
  });
});
