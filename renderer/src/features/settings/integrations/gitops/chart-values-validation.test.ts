// That the generated validators match their schemas, and agree with Ajv compiling them, is
// tested beside the generator (scripts/spec-validators).
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { describeValuesErrors, loadChartValidator } from './chart-values-validation.ts';
import { GITOPS_CHARTS } from './gitops-charts.ts';

describe('the chart values validators', () => {
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
