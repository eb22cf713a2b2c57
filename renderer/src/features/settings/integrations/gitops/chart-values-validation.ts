// Checks a GitOps chart's values against the chart's schema and says what is wrong in words a
// user can act on ('region must be a list'). The validators are Ajv's precompiled code
// (chart-validators.generated.ts), fetched on first use so start-up does not pay for them.
import type { ErrorObject } from 'ajv';
import { schemaMessage, specPath } from '../../spec-schemas/spec-validator.ts';
import { validatorExportName } from './chart-validator-names.ts';
import type { GitOpsChartId } from './gitops-charts.ts';

type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
export type ChartValuesValidator = (values: unknown) => string[];

/** 'cloudtrail.maxAge' for '/cloudtrail/maxAge', 'region[0]' for '/region/0'. */
const where = (instancePath: string) =>
  instancePath === '' ? 'The values' : specPath(instancePath, '');

/** A chart's anyOf is a value or a reference to one (valueFrom). */
const what = (error: ErrorObject) =>
  error.keyword === 'anyOf'
    ? 'must be a value, or a reference to a secret or config map'
    : schemaMessage(error);

/** One line per problem; the branches of an anyOf are summed up by the anyOf's own line. */
export function describeValuesErrors(errors: readonly ErrorObject[]): string[] {
  const anyOfPaths = errors.filter((e) => e.keyword === 'anyOf').map((e) => `${e.schemaPath}/`);
  const lines = errors
    .filter((e) => !anyOfPaths.some((path) => e.schemaPath.startsWith(path)))
    .map((e) => `${where(e.instancePath)} ${what(e)}`);
  return [...new Set(lines)];
}

/** The validator of a chart's values; loads the precompiled validators on first call. */
export async function loadChartValidator(id: GitOpsChartId): Promise<ChartValuesValidator> {
  const validators = (await import('./chart-validators.generated.ts')) as unknown as Record<
    string,
    Validator
  >;
  const validate = validators[validatorExportName(id)];
  if (!validate) throw new Error(`No values schema for the ${id} chart`);
  return (values) => (validate(values) ? [] : describeValuesErrors(validate.errors ?? []));
}
