// The add dialog of the Integrations list (spec 3 §2.3, §4 'Integration editor'): a full-size
// dialog that starts on the chooser, 'Add via GitOps' (a chart install) and 'Add Directly' (a
// resource form), moves to the chosen option's form, and comes back to the chooser with Back.
// A direct add that succeeds refreshes the list and closes the dialog. Log Backends is offered
// only while the logs feature is enabled (spec 3 §6).
import { useState } from 'react';
import { Button, Icon } from '@blueprintjs/core';
import { ChoiceGrid, type Choice } from '../../../../components/choice-grid/ChoiceGrid.tsx';
import { Modal } from '../../../../components/modal/Modal.tsx';
import { useFeature } from '../../../../lib/feature-flags/FeatureFlagsProvider.tsx';
import { GITOPS_CHARTS, type GitOpsChart } from '../gitops/gitops-charts.ts';
import type { IntegrationTable } from '../integration-types.ts';
import { SETTINGS_TABLES } from '../../settings-tables.ts';
import { GitOpsForm } from './GitOpsForm.tsx';
import { TypeIcon } from '../../../../components/type-icon/TypeIcon.tsx';
import { SettingsForm } from '../../components/SettingsForm.tsx';
import '../integrations.css';

/** What 'Add Directly' offers: a resource form of the table, with the table's icon. */
const DIRECT_OPTIONS: readonly { label: string; table: IntegrationTable }[] = [
  { label: 'Custom Topology', table: 'topologies' },
  { label: 'Catalog Scraper', table: 'config_scrapers' },
  { label: 'Log Backends', table: 'logging_backends' },
];

type Step =
  | { kind: 'chooser' }
  | { kind: 'gitops'; chart: GitOpsChart }
  | { kind: 'direct'; table: IntegrationTable };

type StepChoice = Choice & { step: Step };

function Chooser({ onChoose }: { onChoose: (step: Step) => void }) {
  const logs = useFeature('logs');
  const gitops = GITOPS_CHARTS.map((chart): StepChoice => ({
    key: chart.id,
    label: chart.label,
    // The technology's logo from the icon set, fetched on first use.
    icon: (
      <TypeIcon name={chart.id} size={28} fallback={chart.icon} className="mcd-integration-logo" />
    ),
    step: { kind: 'gitops', chart },
  }));
  const directly = DIRECT_OPTIONS.filter((o) => logs || o.table !== 'logging_backends').map(
    ({ label, table }): StepChoice => ({
      key: table,
      label,
      icon: <Icon icon={SETTINGS_TABLES[table].icon} size={28} />,
      step: { kind: 'direct', table },
    }),
  );
  const sections = [
    { title: 'Add via GitOps', choices: gitops },
    { title: 'Add Directly', choices: directly },
  ];
  return <ChoiceGrid tiles sections={sections} onChoose={(choice) => onChoose(choice.step)} />;
}

const title = (step: Step) =>
  step.kind === 'gitops'
    ? `Add ${step.chart.label} via GitOps`
    : step.kind === 'direct'
      ? `Add ${SETTINGS_TABLES[step.table].singular}`
      : 'Add Integration';

export function AddIntegrationDialog({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'chooser' });
  const toChooser = () => setStep({ kind: 'chooser' });
  return (
    <Modal
      isOpen
      size="full"
      title={title(step)}
      onClose={onClose}
      footer={
        step.kind === 'direct' ? undefined : (
          <>
            {step.kind === 'gitops' && <Button text="Back" icon="arrow-left" onClick={toChooser} />}
            <Button text="Close" onClick={onClose} />
          </>
        )
      }
    >
      {step.kind === 'chooser' && <Chooser onChoose={setStep} />}
      {step.kind === 'gitops' && <GitOpsForm key={step.chart.id} chart={step.chart} />}
      {step.kind === 'direct' && (
        <div className="mcd-integration-direct">
          <SettingsForm
            key={step.table}
            table={step.table}
            row={null}
            onClose={onClose}
            onBack={toChooser}
          />
        </div>
      )}
    </Modal>
  );
}
