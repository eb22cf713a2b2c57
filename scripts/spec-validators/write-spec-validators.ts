// Writes the generated validators: renderer/src/features/settings/spec-schemas/generated/<table>.
// validator.ts for every spec schema and the GitOps charts' chart-validators.generated.ts (see
// spec-validators-source.ts for why they are generated).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SPEC_SCHEMA_TABLES } from './schemas/spec-schemas.ts';
import {
  CHART_VALIDATORS_PATH,
  chartValidatorsSource,
  specValidatorSource,
  validatorPath,
} from './spec-validators-source.ts';

const outputs: [string, () => Promise<string>][] = [
  ...SPEC_SCHEMA_TABLES.map((table) => [validatorPath(table), () => specValidatorSource(table)]),
  [CHART_VALIDATORS_PATH, chartValidatorsSource],
] as [string, () => Promise<string>][];

for (const [file, source] of outputs) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, await source());
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
