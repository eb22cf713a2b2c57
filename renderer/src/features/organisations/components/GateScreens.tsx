// The screens shown instead of the console while an organisation is not usable yet: the Sandbox
// starting, provisioning (spec 1 §2), keychain unavailable (offer session-only credentials).
import { useState } from 'react';
import { Button, Callout, NonIdealState, ProgressBar, Spinner } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import type { AuthStatus } from '../../../../../preload/contract/auth.ts';
import type { EventPayload } from '../../../../../preload/contract/events.ts';
import { useAppEvent } from '../../../lib/events.ts';
import { PROVISIONING_TEXT } from '../../../../../preload/contract/auth-text.ts';
import { orgsKeys, chooseSessionOnlyCredentials } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';

type Stage = EventPayload<'sandbox:stage'>;

const SANDBOX_STAGE_LABELS: Record<Stage['stage'], string> = {
  copying: 'Copying the demo data',
  rebasing: 'Bringing the demo data up to today',
  seeding: 'Generating the demo data (first start, up to a minute)',
  starting: 'Starting the Sandbox',
};

/**
 * While the embedded Sandbox starts: the stage it is in, of how many, as main reports them
 * (`sandbox:stage`). A start without slow stages (from its existing database) reports none.
 */
export function SandboxStage() {
  const [stage, setStage] = useState<Stage | null>(null);
  useAppEvent('sandbox:stage', setStage);
  if (!stage) return 'The Sandbox is starting; the first start prepares its demo data.';
  return (
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
  );
}

export function ProvisioningScreen(props: { onRetry: () => void; checking: boolean }) {
  return (
    <NonIdealState
      icon={<Spinner size={40} aria-label="Provisioning" />}
      title={PROVISIONING_TEXT}
      description="The organisation's backend is not ready yet. This page checks again every 15 seconds."
      action={
        <Button text="Check now" icon="refresh" loading={props.checking} onClick={props.onRetry} />
      }
    />
  );
}

/** Session-only credentials for every organisation of this app run, then the orgs read again. */
export async function keepCredentialsInMemory(): Promise<void> {
  await chooseSessionOnlyCredentials();
  await appQueryClient.invalidateQueries({ queryKey: orgsKeys.all });
}

export function KeychainUnavailableScreen({ status }: { status: AuthStatus }) {
  const accept = useMutation({ mutationFn: keepCredentialsInMemory }, appQueryClient);
  return (
    <NonIdealState
      icon="key"
      title="The system keychain cannot be used"
      description={
        <>
          <p>
            {status.message ?? 'Credentials cannot be stored safely on this computer right now.'}
          </p>
          <p>
            Session-only credentials are kept in memory, forgotten when the app quits, and never
            written to disk.
          </p>
          {accept.isError && <Callout intent="danger">{accept.error.message}</Callout>}
        </>
      }
      action={
        <Button
          intent="primary"
          text="Use session-only credentials"
          loading={accept.isPending}
          onClick={() => accept.mutate()}
        />
      }
    />
  );
}
