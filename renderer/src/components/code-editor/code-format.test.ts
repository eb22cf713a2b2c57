import { describe, expect, it } from 'vitest';
import { CODE_EDITOR_SIZES, parseCode } from './code-format.ts';

describe('parseCode', () => {
  it('parses valid yaml and json', () => {
    expect(parseCode('a: 1\nb: [x, y]\n', 'yaml')).toEqual({
      ok: true,
      value: { a: 1, b: ['x', 'y'] },
    });
    expect(parseCode('{"a": 1}', 'json')).toEqual({ ok: true, value: { a: 1 } });
  });

  it('rejects invalid text', () => {
    expect(parseCode('a: [1, 2', 'yaml').ok).toBe(false);
    expect(parseCode('a:\n  - b\n c: d', 'yaml').ok).toBe(false);
    expect(parseCode('{"a": }', 'json').ok).toBe(false);
  });

  it("has spec 1's five size presets and a resource spec's height (spec 3 §2.2)", () => {
    expect(Object.keys(CODE_EDITOR_SIZES)).toEqual([
      'very-small',
      'small',
      'medium',
      'large',
      'full',
      'spec',
    ]);
    expect(CODE_EDITOR_SIZES.spec).toBe('min(500px, calc(100vh - 500px))');
  });
});
