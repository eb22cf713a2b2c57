// What the GitOps form of 'Add via GitOps' produces (spec 3 §2.3, §9 'GitOps defaults'): the form's
// checks, and from a valid form the Flux manifests (a HelmRepository for Flanksource's charts and
// a HelmRelease of the chart) and the Helm CLI commands that install the same release by hand.
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { validateFields, type FieldDef } from '../../../../components/form-kit/field.ts';
import * as build from '../../../../components/form-kit/field-builders.ts';
import type { FormErrors } from '../../../../lib/form/useFormState.ts';
import type { ChartValuesValidator } from './chart-values-validation.ts';
import { mappingOf } from '../../../../lib/text/mapping-text.ts';
import { CHART_REPOSITORY, type GitOpsChart } from './gitops-charts.ts';

export const DEFAULT_GITOPS_NAMESPACE = 'mission-control';
export const DEFAULT_GITOPS_INTERVAL = '30m';
export const NAMESPACE_TEXT =
  'A namespace is lowercase letters, digits and dashes, starting and ending with a letter or digit (at most 63)';
export const INTERVAL_TEXT = 'The interval is a duration such as 30m, 1h or 1h30m';
export const VALUES_TEXT = 'The values must be a YAML mapping';

/** The form's values; `values` is the chart's values as YAML text. */
export type GitOpsForm = Record<'namespace' | 'interval' | 'values', string>;

export const initialGitOpsForm = (chart: GitOpsChart): GitOpsForm => ({
  namespace: DEFAULT_GITOPS_NAMESPACE,
  interval: DEFAULT_GITOPS_INTERVAL,
  values: chart.values,
});

const NAMESPACE = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/;
// Flux reads intervals as Go durations: one or more number-unit pairs.
const DURATION = /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/;

/** The values text as a mapping ({} when empty); null when it is not YAML or not a mapping. */
export const parseValues = (text: string) => mappingOf(text, (t) => parseYaml(t) ?? {});

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A required line of text that must match `pattern`, else says `message`. */
const matching = (id: string, label: string, pattern: RegExp, message: string) =>
  build.text(id, label, {
    required: true,
    validate: (value) => (pattern.test(text(value).trim()) ? undefined : message),
  });

/**
 * The form's fields. The values are a YAML mapping, checked against the chart's schema once it
 * is loaded (its messages one a line); should it fail to load, the field says so.
 */
export function gitOpsFields(
  schema: ChartValuesValidator | null = null,
  schemaError: string | null = null,
): FieldDef[] {
  return [
    matching('namespace', 'Namespace', NAMESPACE, NAMESPACE_TEXT),
    matching('interval', 'Interval', DURATION, INTERVAL_TEXT),
    build.text('values', 'Values', {
      kind: 'code',
      reportInvalid: true,
      language: 'yaml',
      help: schemaError ? `The values cannot be checked: ${schemaError}` : undefined,
      validate: (value) => {
        const values = parseValues(text(value));
        if (values === null) return VALUES_TEXT;
        return schema?.(values).join('\n') || undefined;
      },
    }),
  ];
}

/** The form's checks; with a schema, the values' contents too. */
export function validateGitOpsForm(
  form: GitOpsForm,
  schema: ChartValuesValidator | null = null,
): FormErrors<GitOpsForm> {
  return validateFields(gitOpsFields(schema), (id) => form[id as keyof GitOpsForm]);
}

const yamlDocument = (value: unknown) => stringifyYaml(value, { lineWidth: 0 });

/** The HelmRepository and HelmRelease Flux reconciles to install the chart. */
export function fluxManifest(chart: GitOpsChart, form: GitOpsForm): string {
  const namespace = form.namespace.trim();
  const interval = form.interval.trim();
  const values = parseValues(form.values) ?? {};
  const repository = {
    apiVersion: 'source.toolkit.fluxcd.io/v1',
    kind: 'HelmRepository',
    metadata: { name: CHART_REPOSITORY.name, namespace },
    spec: { interval, url: CHART_REPOSITORY.url },
  };
  const release = {
    apiVersion: 'helm.toolkit.fluxcd.io/v2',
    kind: 'HelmRelease',
    metadata: { name: chart.chart, namespace },
    spec: {
      interval,
      chart: {
        spec: {
          chart: chart.chart,
          sourceRef: { kind: 'HelmRepository', name: CHART_REPOSITORY.name, namespace },
        },
      },
      ...(Object.keys(values).length > 0 ? { values } : {}),
    },
  };
  return `${yamlDocument(repository)}---\n${yamlDocument(release)}`;
}

/** Single quotes for the shell, for a namespace a user typed. */
const shellQuote = (text: string) =>
  /^[\w./:=-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;

/** `helm repo add` and `helm install` of the same release; values go in through a heredoc. */
export function helmCommands(chart: GitOpsChart, form: GitOpsForm): string {
  const namespace = shellQuote(form.namespace.trim());
  const values = parseValues(form.values) ?? {};
  const install = [
    `helm install ${chart.chart} ${CHART_REPOSITORY.name}/${chart.chart}`,
    `  --namespace ${namespace}`,
    '  --create-namespace',
  ];
  const lines = [
    `helm repo add ${CHART_REPOSITORY.name} ${CHART_REPOSITORY.url}`,
    `helm repo update ${CHART_REPOSITORY.name}`,
  ];
  if (Object.keys(values).length === 0) return [...lines, install.join(' \\\n')].join('\n') + '\n';
  // A quoted heredoc delimiter: the shell expands nothing inside the values.
  install.push("  --values - <<'EOF'");
  return [...lines, install.join(' \\\n'), yamlDocument(values).trimEnd(), 'EOF'].join('\n') + '\n';
}
