import { describe, expect, it } from 'vitest';
import { diffLines, prettyJson } from './change-diff.ts';

describe('diffLines', () => {
  it('classifies a unified diff line by line', () => {
    const diff = '--- before\n+++ after\n@@ -1,2 +1,2 @@\n spec:\n-  replicas: 2\n+  replicas: 3\n';
    expect(diffLines(diff).map((l) => l.kind)).toEqual([
      'header',
      'header',
      'hunk',
      'context',
      'remove',
      'add',
    ]);
    expect(diffLines(diff)[5]?.text).toBe('+  replicas: 3');
  });

  it('answers no lines for an empty diff', () => {
    expect(diffLines(null)).toEqual([]);
    expect(diffLines('')).toEqual([]);
  });
});

describe('prettyJson', () => {
  it('indents objects and JSON text, and hides empty values', () => {
    expect(prettyJson({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(prettyJson('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyJson('not json')).toBe('not json');
    expect(prettyJson(null)).toBeNull();
    expect(prettyJson({})).toBeNull();
  });
});
