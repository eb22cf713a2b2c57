import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SPEC_SCHEMA_TABLES } from '../../renderer/src/features/settings/spec-schemas/spec-schemas.ts';
import { specValidatorSource, validatorPath } from './spec-validators-source.ts';

describe('generated spec validators', () => {
  for (const table of SPEC_SCHEMA_TABLES) {
    it(`${table}.validator.ts matches its schema (else: node scripts/launch.js scripts/spec-validators/write-spec-validators.ts)`, async () => {
      const written = await readFile(validatorPath(table), 'utf8');
      expect(written === (await specValidatorSource(table))).toBe(true);
    });
  }
});
