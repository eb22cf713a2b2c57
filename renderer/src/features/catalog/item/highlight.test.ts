import { describe, expect, it } from 'vitest';
import { tokenize } from './highlight.ts';

const join = (line: string, lang: 'json' | 'yaml' | 'text') =>
  tokenize(line, lang)
    .map((t) => t.text)
    .join('');

describe('tokenize', () => {
  it('marks JSON keys, strings, numbers and literals and keeps the text', () => {
    const line = '    "replicas": 3, "name": "api", "ready": true, "x": null';
    expect(join(line, 'json')).toBe(line);
    const kinds = tokenize(line, 'json').filter((t) => t.kind !== 'plain');
    expect(kinds.map((t) => t.kind)).toEqual([
      'key',
      'number',
      'key',
      'string',
      'key',
      'literal',
      'key',
      'literal',
    ]);
  });

  it('marks YAML keys, values and comments and keeps the text', () => {
    for (const line of ['  name: api # the app', '- image: "nginx:1"', '# note', '  - item', 'a:'])
      expect(join(line, 'yaml')).toBe(line);
    const tokens = tokenize('  name: api # the app', 'yaml');
    expect(tokens.find((t) => t.kind === 'key')?.text).toBe('name');
    expect(tokens.find((t) => t.kind === 'comment')?.text).toBe('# the app');
    expect(tokenize('  count: 12', 'yaml').find((t) => t.kind === 'number')?.text).toBe('12');
  });

  it('leaves plain text alone', () => {
    expect(tokenize('a = b', 'text')).toEqual([{ kind: 'plain', text: 'a = b' }]);
  });
});
