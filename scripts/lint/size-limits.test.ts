// The size rules' exception lists may only shrink: a listed file that keeps its rule now must
// leave the list, and a file that breaks a rule must be in it (else lint fails, not this test).
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import {
  LONG_FILES,
  LONG_FUNCTION_FILES,
  MAX_FILE_LINES,
  MAX_FUNCTION_LINES,
} from './size-limits.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The rule ids each file breaks, checked with the size rules alone (no type information). */
async function broken(files: readonly string[]): Promise<Map<string, Set<string>>> {
  // No exceptions left: nothing to lint (an empty list would lint the whole folder).
  if (files.length === 0) return new Map();
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        rules: {
          'max-lines': ['error', { max: MAX_FILE_LINES }],
          'max-lines-per-function': ['error', { max: MAX_FUNCTION_LINES }],
        },
      },
    ],
  });
  const results = await eslint.lintFiles([...files]);
  return new Map(
    results.map((result) => [
      path.relative(root, result.filePath),
      new Set(result.messages.map((message) => message.ruleId ?? '')),
    ]),
  );
}

describe('size rule exceptions', () => {
  it('name only files that still break their rule (delete the line of a file you split)', async () => {
    const rules = await broken([...new Set([...LONG_FILES, ...LONG_FUNCTION_FILES])]);
    const keptNow = [
      ...LONG_FILES.filter((file) => !rules.get(file)?.has('max-lines')),
      ...LONG_FUNCTION_FILES.filter((file) => !rules.get(file)?.has('max-lines-per-function')),
    ];
    expect(keptNow).toEqual([]);
  }, 120_000);
});
