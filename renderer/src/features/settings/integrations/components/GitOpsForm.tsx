// 'Add via GitOps' for one chart (spec 3 §2.3): the namespace (default 'mission-control'), the
// interval (default 30m) and the chart's values, checked against the chart's schema as they are
// typed; once all is valid, the Flux manifests and the Helm CLI commands that install it, each
// with a copy button, and the warning that the chart must be installed in flux.
import { useEffect, useState } from 'react';
import { Callout, Classes, FormGroup, H5, InputGroup, Intent, Tab, Tabs } from '@blueprintjs/core';
import { CopyButton } from '../../../../components/clipboard/CopyButton.tsx';
import { CodeEditor } from '../../../../components/code-editor/CodeEditor.tsx';
import {
  loadChartValidator,
  type ChartValuesValidator,
} from '../gitops/chart-values-validation.ts';
import type { GitOpsChart } from '../gitops/gitops-charts.ts';
import {
  fluxManifest,
  helmCommands,
  initialGitOpsForm,
  parseValues,
  validateGitOpsForm,
  type GitOpsForm as Form,
} from '../gitops/gitops-install.ts';

export const FLUX_WARNING =
  'The chart must be installed in flux: the manifests below need a cluster where Flux reconciles HelmReleases.';

/** The chart's validator, fetched with the validators' chunk on first use. */
function useChartValidator(chart: GitOpsChart): {
  validate: ChartValuesValidator | null;
  error: string | null;
} {
  const [state, setState] = useState<{
    id: string;
    validate: ChartValuesValidator | null;
    error: string | null;
  }>({ id: '', validate: null, error: null });
  useEffect(() => {
    let live = true;
    loadChartValidator(chart.id).then(
      (validate) => live && setState({ id: chart.id, validate, error: null }),
      (error: unknown) =>
        live &&
        setState({
          id: chart.id,
          validate: null,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      live = false;
    };
  }, [chart.id]);
  return state.id === chart.id ? state : { validate: null, error: null };
}

function Preview({ title, text, copyLabel }: { title: string; text: string; copyLabel: string }) {
  return (
    <div className="mcd-gitops-preview">
      <div className="mcd-gitops-preview-bar">
        <span className={Classes.TEXT_MUTED}>{title}</span>
        <CopyButton text={text} label={copyLabel} />
      </div>
      <pre className={`${Classes.CODE_BLOCK} mcd-gitops-code`} aria-label={title}>
        {text}
      </pre>
    </div>
  );
}

export function GitOpsForm({ chart }: { chart: GitOpsChart }) {
  const [form, setForm] = useState<Form>(() => initialGitOpsForm(chart));
  const [tab, setTab] = useState('flux');
  const { validate, error: loadError } = useChartValidator(chart);
  const errors = validateGitOpsForm(form);
  const parsed = parseValues(form.values);
  const schemaErrors = parsed && validate ? validate(parsed) : [];
  // Should the schema fail to load, the preview still shows: the form's own checks hold.
  const checked = validate !== null || loadError !== null;
  const valid = checked && Object.keys(errors).length === 0 && schemaErrors.length === 0;
  const set = (name: keyof Form, value: string) => setForm((prev) => ({ ...prev, [name]: value }));

  const valuesHelp =
    errors.values ??
    (schemaErrors.length > 0 ? (
      <ul className="mcd-gitops-errors" aria-label="Values errors">
        {schemaErrors.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    ) : (
      loadError && `The values cannot be checked: ${loadError}`
    ));

  return (
    <div className="mcd-gitops">
      <div className="mcd-gitops-form">
        <H5>{chart.chart}</H5>
        <p className={Classes.TEXT_MUTED}>{chart.description}</p>
        <FormGroup
          label="Namespace"
          labelFor="mcd-gitops-namespace"
          helperText={errors.namespace}
          intent={errors.namespace ? Intent.DANGER : Intent.NONE}
        >
          <InputGroup
            id="mcd-gitops-namespace"
            value={form.namespace}
            intent={errors.namespace ? Intent.DANGER : Intent.NONE}
            onValueChange={(value) => set('namespace', value)}
          />
        </FormGroup>
        <FormGroup
          label="Interval"
          labelFor="mcd-gitops-interval"
          helperText={errors.interval}
          intent={errors.interval ? Intent.DANGER : Intent.NONE}
        >
          <InputGroup
            id="mcd-gitops-interval"
            value={form.interval}
            intent={errors.interval ? Intent.DANGER : Intent.NONE}
            onValueChange={(value) => set('interval', value)}
          />
        </FormGroup>
        <FormGroup
          label="Values"
          helperText={valuesHelp || undefined}
          intent={errors.values || schemaErrors.length > 0 ? Intent.DANGER : Intent.NONE}
        >
          <CodeEditor
            aria-label="Values"
            language="yaml"
            value={form.values}
            size="medium"
            onChange={(text) => set('values', text)}
          />
        </FormGroup>
      </div>
      <div className="mcd-gitops-output">
        <Callout intent="warning" icon="warning-sign" compact>
          {FLUX_WARNING}
        </Callout>
        {valid ? (
          <Tabs id="gitops-preview" selectedTabId={tab} onChange={(next) => setTab(String(next))}>
            <Tab
              id="flux"
              title="Flux"
              panel={
                <Preview
                  title="HelmRepository and HelmRelease"
                  text={fluxManifest(chart, form)}
                  copyLabel="Copy Flux manifest"
                />
              }
            />
            <Tab
              id="helm"
              title="Helm CLI"
              panel={
                <Preview
                  title="Helm commands"
                  text={helmCommands(chart, form)}
                  copyLabel="Copy Helm commands"
                />
              }
            />
          </Tabs>
        ) : (
          <p className={Classes.TEXT_MUTED}>
            {checked
              ? 'The manifests show once the form is valid.'
              : 'Loading the chart’s values schema…'}
          </p>
        )}
      </div>
    </div>
  );
}
