// Reliability row 13: a document nested 10,000 levels deep prints, without a stack overflow and
// without megabytes of indentation.
import { describe, expect, it } from 'vitest';
import { MAX_INDENT_DEPTH, prettyJson } from './pretty-json.ts';

function nested(depth: number): unknown {
  let value: unknown = { leaf: true };
  for (let i = 0; i < depth; i += 1) value = i % 2 ? { a: value } : [value];
  return value;
}

describe('prettyJson', () => {
  it.each([
    { name: 'x', n: 1, ok: true, none: null, list: [1, 'two', { three: 3 }], empty: {}, no: [] },
    [],
    {},
    'a "quoted" string\n',
    42,
    null,
    [[[]], { 'key with "quotes"': ['é', '\u2028'] }],
  ])('prints what JSON.stringify(value, null, 2) prints: %j', (value) => {
    expect(prettyJson(value)).toBe(JSON.stringify(value, null, 2));
  });

  it('drops undefined object fields as JSON.stringify does', () => {
    expect(prettyJson({ a: undefined, b: 1 })).toBe(JSON.stringify({ b: 1 }, null, 2));
  });

  it('prints a document 10,000 levels deep that JSON.stringify cannot', () => {
    const deep = nested(10_000);
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    const text = prettyJson(deep);
    // Indented down to the cap, compact below it: short enough to show.
    expect(text.length).toBeLessThan(200_000);
    expect(text.split('\n').length).toBeLessThan(2 * MAX_INDENT_DEPTH + 10);
    expect(text).toContain('{"leaf":true}');
    // Still JSON: the same document (parsed back level by level by the engine's own parser).
    expect(text.replace(/\s+/g, '')).toBe(
      `${'{"a":['.repeat(5_000)}{"leaf":true}${']}'.repeat(5_000)}`,
    );
  });

  it('keeps the shape of JSON.stringify down to the cap', () => {
    const value = nested(10);
    expect(prettyJson(value, 64)).toBe(JSON.stringify(value, null, 2));
    expect(prettyJson(value, 2).split('\n')).toHaveLength(5);
  });
});
