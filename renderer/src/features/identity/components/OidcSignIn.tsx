// Single sign-on for an organisation whose backend offers OIDC (issue 19 item 4): main opens the
// provider's sign-in page in the system browser and waits for it on a loopback address; this
// screen only says so and offers Cancel. Tokens stay in main (the keychain); none reaches here.
import type { ReactNode } from 'react';
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import type { AuthStatus } from '../../../../../preload/contract/auth.ts';
import { orgsKeys, signIn } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { BridgeError, invoke } from '../../../lib/bridge.ts';

/** Main's word on the sign-in, unless it only repeats the `title`. */
export function SignInMessage({ status, title }: { status: AuthStatus; title?: string }) {
  if (!status.message || status.message === `${title}.`) return null;
  return (
    <Callout intent="primary" className="mcd-spaced">
      {status.message}
    </Callout>
  );
}

export const SessionOnlyNote = ({ status }: { status: AuthStatus }) =>
  status.sessionOnly && <p className="mcd-muted">Credentials are kept for this session only.</p>;

export function OidcSignIn(props: {
  orgId: string;
  name: string;
  status: AuthStatus;
  /** The title with the org's dot, its host and main's word on the sign-in. */
  heading: ReactNode;
  /** "Edit organisation…", when the org can be edited. */
  editButton: ReactNode;
}) {
  const { orgId, name, status } = props;
  const start = useMutation(
    {
      mutationFn: async () => {
        const next = await signIn({ orgId, method: 'oidc' });
        if (next.state !== 'signed-in')
          throw new Error(next.message ?? 'The sign-in did not complete.');
        appQueryClient.setQueryData(orgsKeys.authStatus(orgId), next);
      },
    },
    appQueryClient,
  );
  const { error } = start;
  // A sign-in cancelled here is no failure.
  const cancelled = error instanceof BridgeError && error.code === 'SIGN_IN_CANCELLED';

  const cancel = () => void invoke('auth:cancelSignIn', { orgId }).catch(() => undefined);

  return (
    <>
      {props.heading}
      {start.isPending ? (
        <div role="status" aria-live="polite" className="mcd-spaced">
          <div className="mcd-button-row">
            <Spinner size={16} aria-hidden />
            <strong>Continue in your browser…</strong>
          </div>
          <p className="mcd-muted">
            Sign in on the page that opened in your browser; this screen continues by itself once
            you are done. The sign-in waits five minutes.
          </p>
          <Button text="Cancel" onClick={cancel} />
        </div>
      ) : (
        <>
          <p className="mcd-muted">
            {name} signs you in with its single sign-on provider, in your browser.
          </p>
          {error && !cancelled && (
            <Callout intent="danger" title="Sign-in failed" className="mcd-spaced" role="alert">
              {error.message}
            </Callout>
          )}
          <div className="mcd-button-row">
            <Button
              intent="primary"
              text="Sign in with single sign-on"
              icon="log-in"
              autoFocus
              onClick={() => start.mutate()}
            />
            {props.editButton}
          </div>
          <SessionOnlyNote status={status} />
        </>
      )}
    </>
  );
}
