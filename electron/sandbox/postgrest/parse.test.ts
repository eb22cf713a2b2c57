// Unit checks of the PostgREST parsers on edge cases the HTTP tests do not reach directly.
import { describe, expect, it } from 'vitest';
import { expandFilterExtension, resolveDateMath } from './filter-extension.ts';
import { parseField, parseLogicTree, parseOperation, splitTopLevel } from './parse-filter.ts';
import { parseOrder, parseSelect } from './parse-select.ts';

describe('parse-filter', () => {
  it('splits on top-level commas only, keeping quoted and parenthesised parts', () => {
    expect(splitTopLevel('a.eq.1,b.in.(x,y),c.eq."p,q"')).toEqual([
      'a.eq.1',
      'b.in.(x,y)',
      'c.eq."p,q"',
    ]);
    expect(() => splitTopLevel('a.eq.(1')).toThrow();
  });

  it('parses JSON paths with dashes and numeric steps', () => {
    expect(parseField('labels->app-name')).toEqual({
      column: 'labels',
      json: [{ arrow: '->', key: 'app-name' }],
    });
    expect(parseField('spec->0->>k')).toEqual({
      column: 'spec',
      json: [
        { arrow: '->', key: '0' },
        { arrow: '->>', key: 'k' },
      ],
    });
    expect(() => parseField('labels->>')).toThrow();
  });

  it('parses in-lists with quotes and escapes, and any/all modifiers', () => {
    const c = parseOperation({ column: 'id', json: [] }, 'in.("a,b",c,"d\\"e")', false);
    expect(c.value).toEqual(['a,b', 'c', 'd"e']);
    expect(parseOperation({ column: 'n', json: [] }, 'not.eq(any).{1,2}', false)).toMatchObject({
      negated: true,
      op: 'eq',
      modifier: 'any',
    });
  });

  it('parses nested logic trees with negation', () => {
    const tree = parseLogicTree('or', false, '(a.eq.1,not.and(b.gt.2,c.is.null))');
    expect(tree.children[1]).toMatchObject({ kind: 'logic', op: 'and', negated: true });
  });
});

describe('parse-select', () => {
  it('parses aliases, hints, inner joins, casts and nested embeds', () => {
    const items = parseSelect(
      'id,n:name::text,configs:configs!config_relationships_config_id_fkey(id),hypotheses!inner(id,evidences(*))',
    );
    expect(items[1]).toMatchObject({ kind: 'column', alias: 'n', cast: 'text' });
    expect(items[2]).toMatchObject({
      kind: 'embed',
      name: 'configs',
      alias: 'configs',
      hint: 'config_relationships_config_id_fkey',
      inner: false,
    });
    expect(items[3]).toMatchObject({
      kind: 'embed',
      name: 'hypotheses',
      inner: true,
      children: [{ kind: 'column' }, { kind: 'embed', name: 'evidences' }],
    });
  });

  it('refuses casts outside the allow-list', () => {
    expect(() => parseSelect('name::text; drop table x; --')).toThrow();
  });

  it('stops at a parenthesis that closes nothing and ignores the rest, as PostgREST does', () => {
    // PostgREST's pFieldForest is `sepBy` without `eof`: the console's incident changelog select
    // ends in one `)` too many and is answered (issue 32, 20).
    expect(parseSelect('*,created_by(id,name))&x')).toEqual(parseSelect('*,created_by(id,name)'));
    expect(parseSelect('name::text); drop table x; --')).toEqual([
      { kind: 'column', field: { column: 'name', json: [] }, alias: null, cast: 'text' },
    ]);
    expect(parseSelect('id),name')).toHaveLength(1);
    expect(() => parseSelect('id,clients(name')).toThrow(
      expect.objectContaining({
        message: '"failed to parse select parameter (id,clients(name)" (line 1, column 16)',
      }) as Error,
    );
  });

  it('parses order terms with JSON paths and nulls modifiers', () => {
    expect(parseOrder('labels->>app.desc.nullslast,name')).toEqual([
      {
        field: { column: 'labels', json: [{ arrow: '->>', key: 'app' }] },
        direction: 'desc',
        nulls: 'last',
      },
      { field: { column: 'name', json: [] }, direction: 'asc', nulls: null },
    ]);
  });
});

describe('.filter extension', () => {
  it('resolves datemath relative to now', () => {
    const now = Date.parse('2026-01-10T00:00:00Z');
    expect(resolveDateMath('now-1d', now)).toBe('2026-01-09T00:00:00.000Z');
    expect(resolveDateMath('now+2h-30m', now)).toBe('2026-01-10T01:30:00.000Z');
    expect(() => resolveDateMath('yesterday', now)).toThrow();
  });

  it('rounds to a unit, down for lower bounds and up for upper ones', () => {
    // A Wednesday afternoon.
    const now = Date.parse('2026-01-14T15:42:10.500Z');
    expect(resolveDateMath('now/d', now)).toBe('2026-01-14T00:00:00.000Z');
    expect(resolveDateMath('now/d', now, { roundUp: true })).toBe('2026-01-14T23:59:59.999Z');
    expect(resolveDateMath('now-1d/d', now)).toBe('2026-01-13T00:00:00.000Z');
    expect(resolveDateMath('now/h', now)).toBe('2026-01-14T15:00:00.000Z');
    expect(resolveDateMath('now/w', now)).toBe('2026-01-12T00:00:00.000Z');
    expect(resolveDateMath('now/M', now, { roundUp: true })).toBe('2026-01-31T23:59:59.999Z');
    expect(resolveDateMath('now/y', now)).toBe('2026-01-01T00:00:00.000Z');
    expect(() => resolveDateMath('now/q', now)).toThrow();
  });

  it('mixes includes, excludes and wildcards', () => {
    const nodes = expandFilterExtension('type', 'a,b,*c*,!d,!*e');
    expect(nodes).toHaveLength(3);
    expect(nodes[0]).toMatchObject({ kind: 'logic', op: 'or' });
    expect(nodes[1]).toMatchObject({ op: 'in', negated: true, value: ['d'] });
    expect(nodes[2]).toMatchObject({ op: 'like', negated: true, value: '*e' });
  });
});
