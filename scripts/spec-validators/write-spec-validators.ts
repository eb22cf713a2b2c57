// Writes renderer/src/features/settings/spec-schemas/generated/<table>.validator.ts for every
// spec schema (see spec-validators-source.ts for why they are generated).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SPEC_SCHEMA_TABLES } from '../../renderer/src/features/settings/spec-schemas/spec-schemas.ts';
import { specValidatorSource, validatorPath } from './spec-validators-source.ts';

for (const table of SPEC_SCHEMA_TABLES) {
  const file = validatorPath(table);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, await specValidatorSource(table));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
