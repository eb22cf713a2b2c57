// 'Add via GitOps' for one chart (spec 3 §2.3): the namespace (default 'mission-control'), the
// interval (default 30m) and the chart's values, checked against the chart's schema as they are
// typed; once all is valid, the Flux manifests and the Helm CLI commands that install it, each
// with a copy button, and the warning that the chart must be installed in flux.
import { useCallback } from 'react';
import { Callout, Classes, H5 } from '@blueprintjs/core';
import { ClientSnippets } from '../../../../components/access-token/ClientSnippets.tsx';
import { bindForm } from '../../../../components/form-kit/bind-form.ts';
import { FieldList } from '../../../../components/form-kit/FieldList.tsx';
import { useFormState } from '../../../../lib/form/useFormState.ts';
import { useLoaded } from '../../../../lib/hooks/useLoaded.ts';
import { loadChartValidator } from '../gitops/chart-values-validation.ts';
import type { GitOpsChart } from '../gitops/gitops-charts.ts';
import {
  fluxManifest,
  gitOpsFields,
  helmCommands,
  initialGitOpsForm,
  validateGitOpsForm,
  type GitOpsForm as Form,
} from '../gitops/gitops-install.ts';

const FLUX_WARNING =
  'The chart must be installed in flux: the manifests below need a cluster where Flux reconciles HelmReleases.';

/** The preview: Flux's manifests and the same install by the Helm CLI, each with a copy button. */
const PREVIEWS = [
  {
    client: 'Flux',
    where: 'HelmRepository and HelmRelease',
    copyLabel: 'Copy Flux manifest',
    text: fluxManifest,
  },
  {
    client: 'Helm CLI',
    where: 'Helm commands',
    copyLabel: 'Copy Helm commands',
    text: helmCommands,
  },
].map((preview) => ({ ...preview, textLabel: preview.where }));

export function GitOpsForm({ chart }: { chart: GitOpsChart }) {
  const { value: schema, error: loadError } = useLoaded(chart.id, loadChartValidator);
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
          {...bindForm(form)}
        />
      </div>
      <div className="mcd-gitops-output">
        <Callout intent="warning" icon="warning-sign" compact>
          {FLUX_WARNING}
        </Callout>
        {valid ? (
          <div className="mcd-gitops-preview">
            <ClientSnippets
              label="Install"
              snippets={PREVIEWS}
              text={(preview) => preview.text(chart, form.values)}
            />
          </div>
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
