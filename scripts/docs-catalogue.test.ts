// The fault catalogue (docs/reliability-and-security.md) names, for each row, the tests that prove
// it: `path` › "test name". A row that names a file that is gone, or a test its file no longer
// contains, claims a proof nobody runs; this test fails on each such name, so the catalogue stays
// true as tests are renamed, moved or deleted.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const CATALOGUE = 'docs/reliability-and-security.md';

export interface TestReference {
  file: string;
  /** Test names quoted after the file (`file` › "a", "b"); empty when only the file is named. */
  names: string[];
}

/** Test files named in backticks, each with the quoted test names that follow its `›`. */
export function testReferences(markdown: string): TestReference[] {
  const found: TestReference[] = [];
  const fileRef = /`([\w./-]+\.(?:test|spec)\.tsx?)`/g;
  for (const match of markdown.matchAll(fileRef)) {
    const file = match[1] ?? '';
    const after = markdown.slice((match.index ?? 0) + match[0].length);
    const quoted = /^\s*›\s*((?:"[^"\n]*"(?:\s*(?:,|and)\s*)?)+)/.exec(after);
    const names = quoted
      ? [...(quoted[1] ?? '').matchAll(/"([^"\n]*)"/g)].map((m) => m[1] ?? '')
      : [];
    found.push({ file, names });
  }
  return found;
}

/**
 * The part of a quoted name that must appear in the test file verbatim: up to the first
 * placeholder (`%s`, `$name`) or ellipsis, since parameterised titles and shortened quotes are
 * written that way in the catalogue. Typographic quotes and apostrophes are compared loosely.
 */
export function literalStem(name: string): string {
  const cut = name.search(/%[sdio#]|\$\w|…|\.\.\./);
  return (cut < 0 ? name : name.slice(0, cut)).trim();
}

const loose = (text: string) => text.replace(/[’‘`]/g, "'").replace(/[“”]/g, '"');

describe('the fault catalogue names tests that exist', () => {
  const markdown = readFileSync(path.join(repoRoot, CATALOGUE), 'utf8');
  const references = testReferences(markdown);

  it('finds the references (the parser still reads the catalogue)', () => {
    expect(references.length).toBeGreaterThan(50);
  });

  it('every named test file exists and contains every named test', () => {
    const missing: string[] = [];
    for (const { file, names } of references) {
      const full = path.join(repoRoot, file);
      if (!existsSync(full)) {
        missing.push(`${file}: no such file`);
        continue;
      }
      const source = loose(readFileSync(full, 'utf8'));
      for (const name of names) {
        const stem = loose(literalStem(name));
        if (stem.length > 0 && !source.includes(stem)) missing.push(`${file} › "${name}"`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('testReferences', () => {
  it('reads a file with several quoted names, and a file named alone', () => {
    const refs = testReferences(
      '`a/x.test.ts` › "one", "two %s" and "three"; see `b/y.spec.ts` (8 tests)',
    );
    expect(refs).toEqual([
      { file: 'a/x.test.ts', names: ['one', 'two %s', 'three'] },
      { file: 'b/y.spec.ts', names: [] },
    ]);
    expect(literalStem('two %s')).toBe('two');
    expect(literalStem('refused…, naming the clock')).toBe('refused');
  });
});
