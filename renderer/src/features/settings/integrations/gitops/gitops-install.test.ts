import { describe, expect, it } from 'vitest';
import { parse as parseYaml, parseAllDocuments } from 'yaml';
import { REQUIRED_TEXT } from '../../../../lib/form/form-messages.ts';
import { GITOPS_CHARTS, type GitOpsChart } from './gitops-charts.ts';
import {
  INTERVAL_TEXT,
  NAMESPACE_TEXT,
  VALUES_TEXT,
  fluxManifest,
  helmCommands,
  initialGitOpsForm,
  parseValues,
  validateGitOpsForm,
} from './gitops-install.ts';

const aws = GITOPS_CHARTS.find((chart) => chart.id === 'aws') as GitOpsChart;
const form = (patch: Partial<ReturnType<typeof initialGitOpsForm>> = {}) => ({
  ...initialGitOpsForm(aws),
  ...patch,
});

describe('the GitOps form', () => {
  it('starts at the spec defaults: namespace mission-control, interval 30m', () => {
    expect(initialGitOpsForm(aws)).toMatchObject({ namespace: 'mission-control', interval: '30m' });
  });

  it('accepts its defaults for every chart', () => {
    for (const chart of GITOPS_CHARTS)
      expect(validateGitOpsForm(initialGitOpsForm(chart))).toEqual({});
  });

  it('requires a namespace and an interval', () => {
    expect(validateGitOpsForm(form({ namespace: ' ', interval: '' }))).toEqual({
      namespace: REQUIRED_TEXT,
      interval: REQUIRED_TEXT,
    });
  });

  it('rejects a namespace Kubernetes would refuse and an interval Flux cannot read', () => {
    for (const namespace of ['Mission', '-ops', 'ops-', 'a_b', 'x'.repeat(64)])
      expect(validateGitOpsForm(form({ namespace })).namespace).toBe(NAMESPACE_TEXT);
    for (const interval of ['30', 'thirty minutes', '1d', 'm30', '30 m'])
      expect(validateGitOpsForm(form({ interval })).interval).toBe(INTERVAL_TEXT);
    expect(validateGitOpsForm(form({ namespace: 'x'.repeat(63), interval: '1h30m' }))).toEqual({});
  });

  it('reads the values as a mapping: empty is {}, a list or broken YAML is refused', () => {
    expect(parseValues('')).toEqual({});
    expect(parseValues('# nothing yet\n')).toEqual({});
    expect(parseValues('region: [eu-west-1]')).toEqual({ region: ['eu-west-1'] });
    expect(parseValues('- a\n- b')).toBeNull();
    expect(parseValues('a: [')).toBeNull();
    expect(validateGitOpsForm(form({ values: 'just text' })).values).toBe(VALUES_TEXT);
  });

  it("adds the chart schema's messages about the values, one a line", () => {
    const schema = () => ['region must be a list', 'port must be a number'];
    expect(validateGitOpsForm(form(), schema)).toEqual({
      values: 'region must be a list\nport must be a number',
    });
    expect(validateGitOpsForm(form(), () => [])).toEqual({});
  });
});

describe('the Flux manifest', () => {
  const docs = (text: string) =>
    parseAllDocuments(text).map((doc) => doc.toJS() as { spec?: unknown });

  it('is a HelmRepository of the Flanksource charts and a HelmRelease of the chart', () => {
    const text = fluxManifest(
      aws,
      form({ namespace: 'ops', interval: '1h', values: 'region: [eu-west-1]' }),
    );
    const [repository, release] = docs(text);
    expect(repository).toEqual({
      apiVersion: 'source.toolkit.fluxcd.io/v1',
      kind: 'HelmRepository',
      metadata: { name: 'flanksource', namespace: 'ops' },
      spec: { interval: '1h', url: 'https://flanksource.github.io/charts' },
    });
    expect(release).toEqual({
      apiVersion: 'helm.toolkit.fluxcd.io/v2',
      kind: 'HelmRelease',
      metadata: { name: 'mission-control-aws', namespace: 'ops' },
      spec: {
        interval: '1h',
        chart: {
          spec: {
            chart: 'mission-control-aws',
            sourceRef: { kind: 'HelmRepository', name: 'flanksource', namespace: 'ops' },
          },
        },
        values: { region: ['eu-west-1'] },
      },
    });
  });

  it('leaves values out when there are none', () => {
    const [, release] = docs(fluxManifest(aws, form({ values: '' })));
    expect(release?.spec).not.toHaveProperty('values');
  });
});

describe('the Helm commands', () => {
  it('add the repository and install the chart into the namespace with the values', () => {
    const text = helmCommands(aws, form({ values: 'region:\n  - eu-west-1\n' }));
    expect(text).toBe(
      [
        'helm repo add flanksource https://flanksource.github.io/charts',
        'helm repo update flanksource',
        'helm install mission-control-aws flanksource/mission-control-aws \\',
        '  --namespace mission-control \\',
        '  --create-namespace \\',
        "  --values - <<'EOF'",
        'region:',
        '  - eu-west-1',
        'EOF',
        '',
      ].join('\n'),
    );
  });

  it('pass no values when there are none', () => {
    const text = helmCommands(aws, form({ values: '' }));
    expect(text).not.toContain('--values');
    expect(text.trimEnd().endsWith('--create-namespace')).toBe(true);
  });

  it('carry the values unchanged through the heredoc', () => {
    const values = 'connection: "$HOME `x` \'y\'"\nregion: [eu-west-1]\n';
    const text = helmCommands(aws, form({ values }));
    const body = text.split("<<'EOF'\n")[1]?.split('\nEOF')[0] ?? '';
    expect(parseYaml(body)).toEqual(parseYaml(values));
  });
});
