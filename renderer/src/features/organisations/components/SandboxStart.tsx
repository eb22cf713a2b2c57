// What the window shows while the embedded Sandbox is still starting: the stage it is in, of how
// many, as main reports them (`sandbox:stage`), instead of a bare spinner. A start without slow
// stages (the usual one, from its existing database) never reports any.
import { useState } from 'react';
import { NonIdealState, ProgressBar, Spinner } from '@blueprintjs/core';
import type { EventPayload } from '../../../../../preload/contract/events.ts';
import { useAppEvent } from '../../../lib/events.ts';

type Stage = EventPayload<'sandbox:stage'>;

export const SANDBOX_STAGE_LABELS: Record<Stage['stage'], string> = {
  copying: 'Copying the demo data',
  rebasing: 'Bringing the demo data up to today',
  seeding: 'Generating the demo data (first start, up to a minute)',
  starting: 'Starting the Sandbox',
};

export function SandboxStart({ name }: { name: string }) {
  const [stage, setStage] = useState<Stage | null>(null);
  useAppEvent('sandbox:stage', setStage);
  return (
    <NonIdealState
      icon={<Spinner size={40} aria-label="Checking sign-in" />}
      title={`Connecting to ${name}…`}
      description={
        stage ? (
          <div className="mcd-sandbox-stage" role="status">
            <div>
              Step {stage.step} of {stage.steps}: {SANDBOX_STAGE_LABELS[stage.stage]}
            </div>
            <ProgressBar
              intent="primary"
              value={(stage.step - 1) / stage.steps}
              aria-label={`Step ${stage.step} of ${stage.steps}`}
            />
          </div>
        ) : (
          'The Sandbox is starting; the first start prepares its demo data.'
        )
      }
    />
  );
}
