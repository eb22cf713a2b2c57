// The screens shown instead of the console while an organisation is not usable yet, one per state
// of its sign-in check: connecting (the Sandbox starting), the check failed, the sign-in form,
// provisioning (spec 1 §2), keychain unavailable (offer session-only credentials), and ready.
import { useState } from 'react';
import {
  Button,
  Callout,
  NonIdealState,
  ProgressBar,
  Spinner,
  type NonIdealStateProps,
} from '@blueprintjs/core';
import { useMutation, type UseQueryResult } from '@tanstack/react-query';
import type { AuthStatus } from '../../../../../preload/contract/auth.ts';
import type { EventPayload } from '../../../../../preload/contract/events.ts';
import { useAppEvent } from '../../../lib/events.ts';
import { PROVISIONING_TEXT } from '../../../../../preload/contract/auth-text.ts';
import { orgsKeys, chooseSessionOnlyCredentials } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { useCurrentOrg } from '../../../session/org-context.tsx';
import type { SignInView } from '../../../lib/routing/shell-slots.ts';

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

/** What the gate shows instead of the console for the sign-in check's `status`. */
export function GateScreen(props: { status: UseQueryResult<AuthStatus>; signIn: SignInView }) {
  const { status, signIn: SignIn } = props;
  const { orgId, org } = useCurrentOrg();
  const state = status.isError ? undefined : status.data;
  if (state?.state === 'needs-sign-in') return <SignIn orgId={orgId} org={org} status={state} />;
  if (state?.state === 'keychain-unavailable') return <KeychainUnavailableScreen status={state} />;
  const retry = () => void status.refetch();
  const screen: NonIdealStateProps = status.isPending
    ? // Usually answered in milliseconds; if not (a sandbox still starting, a slow keychain), the
      // user may switch or add an organisation instead of waiting on a skeleton.
      {
        icon: <Spinner size={40} aria-label="Checking sign-in" />,
        title: `Connecting to ${org?.name ?? 'the organisation'}…`,
        description: org?.kind === 'sandbox' ? <SandboxStage /> : 'Checking the sign-in state.',
      }
    : status.isError
      ? {
          icon: 'error',
          title: 'The sign-in state could not be checked',
          description: status.error.message,
          action: <Button text="Try again" onClick={retry} />,
        }
      : state?.state === 'provisioning'
        ? {
            icon: <Spinner size={40} aria-label="Provisioning" />,
            title: PROVISIONING_TEXT,
            description:
              "The organisation's backend is not ready yet. This page checks again every 15 seconds.",
            action: (
              <Button text="Check now" icon="refresh" loading={status.isFetching} onClick={retry} />
            ),
          }
        : // Signed in while the switcher is open: the console waits for it to close.
          {
            icon: 'tick-circle',
            title: `${org?.name ?? 'The organisation'} is ready`,
            description: 'Choose from the organisation list, or close it to open the console.',
          };
  return <NonIdealState {...screen} />;
}
