import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { CHART_SCHEMAS } from './chart-schemas.ts';
import { chartValidatorsSource } from './chart-validators-source.ts';
import generated from './chart-validators.generated.ts?raw';
import { describeValuesErrors, loadChartValidator } from './chart-values-validation.ts';
import { GITOPS_CHARTS, type GitOpsChartId } from './gitops-charts.ts';

describe('the chart values validators', () => {
  it('are generated from the schemas as they are now', async () => {
    // On failure, regenerate: see chart-validators-source.ts.
    expect(await chartValidatorsSource()).toBe(generated);
  });

  it("accept every chart's starting values", async () => {
    for (const chart of GITOPS_CHARTS) {
      const validate = await loadChartValidator(chart.id);
      expect(validate(parseYaml(chart.values))).toEqual([]);
    }
  });

  it('say what is wrong, where', async () => {
    const aws = await loadChartValidator('aws');
    expect(aws({ region: 'eu-west-1', compliance: 'yes', cloudtrail: { exclude: [1] } })).toEqual([
      'region must be a list',
      'compliance must be true or false',
      'cloudtrail.exclude[0] must be text',
    ]);
    expect(aws({ accessKey: 5 })).toEqual([
      'accessKey must be a value, or a reference to a secret or config map',
    ]);
    expect(aws(['not', 'a', 'mapping'])).toEqual(['The values must be a mapping']);
    const prometheus = await loadChartValidator('prometheus');
    expect(prometheus({ prometheusURL: 'prometheus:9090' })).toEqual([
      'prometheusURL must be an http or https URL',
    ]);
    const missionControl = await loadChartValidator('mission-control');
    expect(missionControl({ replicas: -1 })).toEqual(['replicas must be at least 0']);
  });

  it('allow keys the schemas do not describe', async () => {
    const flux = await loadChartValidator('flux');
    expect(flux({ topologyName: 'flux', somethingNew: { deep: true } })).toEqual([]);
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

  it('sum up anyOf branches in one line and drop duplicates', () => {
    expect(
      describeValuesErrors([
        {
          instancePath: '/a',
          schemaPath: '#/properties/a/anyOf/0/type',
          keyword: 'type',
          params: { type: 'null' },
        },
        { instancePath: '/a', schemaPath: '#/properties/a/anyOf', keyword: 'anyOf', params: {} },
        { instancePath: '/b/0', schemaPath: '#/x', keyword: 'type', params: { type: 'string' } },
        { instancePath: '/b/0', schemaPath: '#/x', keyword: 'type', params: { type: 'string' } },
      ]),
    ).toEqual(['a must be a value, or a reference to a secret or config map', 'b[0] must be text']);
  });
});
