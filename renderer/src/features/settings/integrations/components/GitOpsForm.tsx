// 'Add via GitOps' for one chart (spec 3 §2.3): the namespace (default 'mission-control'), the
// interval (default 30m) and the chart's values, checked against the chart's schema as they are
// typed; once all is valid, the Flux manifests and the Helm CLI commands that install it, each
// with a copy button, and the warning that the chart must be installed in flux.
import { useCallback, useEffect, useState } from 'react';
import { Callout, Classes, H5, Tab, Tabs } from '@blueprintjs/core';
import { CopyButton } from '../../../../components/clipboard/CopyButton.tsx';
import { bindForm } from '../../../../components/form-kit/bind-form.ts';
import { FieldList } from '../../../../components/form-kit/FieldList.tsx';
import { useFormState } from '../../../../lib/form/useFormState.ts';
import {
  loadChartValidator,
  type ChartValuesValidator,
} from '../gitops/chart-values-validation.ts';
import type { GitOpsChart } from '../gitops/gitops-charts.ts';
import {
  fluxManifest,
  gitOpsFields,
  helmCommands,
  initialGitOpsForm,
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
  const [tab, setTab] = useState('flux');
  const { validate: schema, error: loadError } = useChartValidator(chart);
  const validate = useCallback((values: Form) => validateGitOpsForm(values, schema), [schema]);
  const form = useFormState(initialGitOpsForm(chart), validate);
  // Should the schema fail to load, the preview still shows: the form's own checks hold.
  const checked = schema !== null || loadError !== null;
  const valid = checked && form.isValid;

  return (
    <div className="mcd-gitops">
      <div className="mcd-gitops-form">
        <H5>{chart.chart}</H5>
        <p className={Classes.TEXT_MUTED}>{chart.description}</p>
        <FieldList
          fields={gitOpsFields(schema, loadError)}
          idPrefix="mcd-gitops"
          layout="stack"
          disabled={false}
          {...bindForm(form)}
        />
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
                  text={fluxManifest(chart, form.values)}
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
                  text={helmCommands(chart, form.values)}
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
