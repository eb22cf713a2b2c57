// The screens shown instead of the console while an organisation is not usable yet: provisioning
// (spec 1 §2), keychain unavailable (offer session-only credentials), and the unreachable banner
// that sits above a console that still renders.
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import type { AuthStatus } from '../../../../../preload/contract/auth.ts';
import { PROVISIONING_TEXT } from '../../../../../preload/contract/auth-text.ts';
import { orgsKeys, chooseSessionOnlyCredentials } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';

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
