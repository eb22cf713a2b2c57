// Writes chart-validators.generated.ts: Ajv's standalone validation code for CHART_SCHEMAS, one
// exported function per chart. Ajv compiles a schema into JavaScript with `new Function`, which
// the renderer's Content-Security-Policy (script-src 'self') refuses, so the compiling happens
// here, ahead of time; the test beside this file fails when the generated file is out of date.
// Regenerate with:
//   node scripts/launch.js renderer/src/features/settings/integrations/gitops/print-chart-validators.ts \
//     > renderer/src/features/settings/integrations/gitops/chart-validators.generated.ts
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { format, resolveConfig } from 'prettier';
import { CHART_SCHEMAS } from './chart-schemas.ts';
import { validatorExportName } from './chart-validator-names.ts';
import type { GitOpsChartId } from './gitops-charts.ts';

const HEADER = `/* eslint-disable */
// GENERATED from chart-schemas.ts by chart-validators-source.ts: do not edit, regenerate.
// Ajv's standalone validators of the GitOps charts' values (see chart-validators-source.ts).
// @ts-nocheck
`;

export async function chartValidatorsSource(): Promise<string> {
  const ajv = new Ajv({ allErrors: true, strict: true, code: { source: true, esm: true } });
  const exports: Record<string, string> = {};
  for (const [id, schema] of Object.entries(CHART_SCHEMAS)) {
    ajv.addSchema({ ...schema, $id: id });
    exports[validatorExportName(id as GitOpsChartId)] = id;
  }
  const options = await resolveConfig(new URL('./chart-validators.generated.ts', import.meta.url));
  return format(HEADER + standaloneCode(ajv, exports), { ...options, parser: 'typescript' });
}
