import { readFile } from 'node:fs/promises';
import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadChartValidator } from '../../renderer/src/features/settings/integrations/gitops/chart-values-validation.ts';
import type { GitOpsChartId } from '../../renderer/src/features/settings/integrations/gitops/gitops-charts.ts';
import { CHART_SCHEMAS } from './schemas/chart-schemas.ts';
import { SPEC_SCHEMA_TABLES } from './schemas/spec-schemas.ts';
import {
  CHART_VALIDATORS_PATH,
  chartValidatorsSource,
  specValidatorSource,
  validatorPath,
} from './spec-validators-source.ts';

const REGENERATE =
  '(else: node scripts/launch.js scripts/spec-validators/write-spec-validators.ts)';

describe('generated spec validators', () => {
  for (const table of SPEC_SCHEMA_TABLES) {
    it(`${table}.validator.ts matches its schema ${REGENERATE}`, async () => {
      const written = await readFile(validatorPath(table), 'utf8');
      expect(written === (await specValidatorSource(table))).toBe(true);
    });
  }
});

describe('the chart values validators', () => {
  it(`are generated from the schemas as they are now ${REGENERATE}`, async () => {
    const written = await readFile(CHART_VALIDATORS_PATH, 'utf8');
    expect(written === (await chartValidatorsSource())).toBe(true);
  });

  it('agree with Ajv compiling the same schemas, on any values', async () => {
    const ajv = new Ajv({ allErrors: true, strict: true });
    const ids = Object.keys(CHART_SCHEMAS) as GitOpsChartId[];
    const pairs = await Promise.all(
      ids.map(
        async (id) => [ajv.compile(CHART_SCHEMAS[id]), await loadChartValidator(id)] as const,
      ),
    );
    const keys = fc.constantFrom(
      'region',
      'labels',
      'connection',
      'prometheusURL',
      'replicas',
      'global',
      'accessKey',
      'x',
    );
    fc.assert(
      fc.property(fc.dictionary(keys, fc.jsonValue({ maxDepth: 2 })), (values) => {
        for (const [compiled, generatedValidator] of pairs) {
          const ok = compiled(values);
          expect(generatedValidator(values).length === 0).toBe(ok);
        }
      }),
      { numRuns: 300 },
    );
  });
});
