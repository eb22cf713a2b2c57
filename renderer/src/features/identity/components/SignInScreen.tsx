// Sign-in for one organisation, in the form its method needs (access token, email and password,
// or basic), or single sign-on (issue 19 item 4): main opens the provider's sign-in page in the
// system browser and waits for it on a loopback address; this screen only says so and offers
// Cancel. Main does the exchange and keeps the credential (tokens never reach here); on failure the
// form shows main's specific message (wrong password, token refused, server unreachable…).
import { useCallback, type ReactNode } from 'react';
import { Button, Callout, Card, H3, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { AuthStatus, SignInRequest } from '../../../../../preload/contract/auth.ts';
import type { Org } from '../../../../../preload/contract/orgs.ts';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { BridgeError, invoke } from '../../../lib/bridge.ts';
import { orgsKeys, signIn } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { useOrgDialogs } from '../../organisations/components/OrgDialogsProvider.tsx';
import { OrgDot } from '../../organisations/components/OrgDot.tsx';
import { buildSignInRequest, signInFields, type SignInFields } from '../sign-in-request.ts';
import { FieldsForm } from '../../../components/form-kit/FieldsForm.tsx';
import { identityQuery } from '../identity-api.ts';
import { IdentitySignIn } from './IdentitySignIn.tsx';

/** Methods whose organisation may use the built-in identity: its own flows then replace the form. */
const IDENTITY_METHODS = new Set(['password', 'hosted']);

type SignInProps = { orgId: string; org: Org | null; status: AuthStatus };

export function SignInScreen(props: SignInProps) {
  const { orgId, org, status } = props;
  const title = `Sign in to ${org?.name ?? orgId}`;
  const identity = useQuery(
    { ...identityQuery(orgId), enabled: IDENTITY_METHODS.has(status.method) },
    appQueryClient,
  );
  // The organisation's dot and `text`, and its host beneath.
  const heading = (text: string) => (
    <>
      <H3 className="mcd-sign-in-title">
        {org && <OrgDot colour={org.colour} />} {text}
      </H3>
      {org && <p className="mcd-muted">{org.host}</p>}
      {/* Main's word on the sign-in, unless it only repeats the title. */}
      {status.message && status.message !== `${title}.` && (
        <Callout intent="primary" className="mcd-spaced">
          {status.message}
        </Callout>
      )}
    </>
  );
  // A hosted identity provider's pages are reached through the backend's own OIDC endpoints
  // (Mission Control with --oidc logs the user in with the provider's session): the same browser
  // sign-in as an OIDC organisation, unless the backend runs the built-in identity instead.
  const browserSignIn =
    status.method === 'oidc' || (status.method === 'hosted' && !identity.data?.available);
  return (
    <Card className="mcd-sign-in" elevation={1}>
      {IDENTITY_METHODS.has(status.method) && identity.isPending ? (
        <Spinner size={32} aria-label="Checking how to sign in" />
      ) : !browserSignIn && identity.data?.available ? (
        <IdentitySignIn orgId={orgId} org={org} title={title} heading={heading} />
      ) : (
        <>
          {heading(title)}
          {browserSignIn ? <OidcSignIn {...props} /> : <FormSignIn {...props} />}
        </>
      )}
    </Card>
  );
}

function FormSignIn(props: SignInProps) {
  const { orgId, org, status } = props;
  const method = status.method;
  // The method's fields, checked as main will.
  const validate = useCallback(
    (values: SignInFields) => {
      const built = buildSignInRequest(orgId, method, values);
      return built.ok ? {} : built.errors;
    },
    [orgId, method],
  );
  const form = useFormState<SignInFields>(
    {
      token: '',
      email: method === 'password' ? (org?.username ?? '') : '',
      username: method === 'basic' ? (org?.username ?? '') : '',
      password: '',
    },
    validate,
  );
  const signInWith = async (values: SignInFields) => {
    const built = buildSignInRequest(orgId, method, values);
    // The secret is not kept in the form, whatever main answered.
    if (built.ok)
      await signInAndKeep(built.request, () => form.reset({ ...values, password: '', token: '' }));
  };

  return (
    <FieldsForm
      form={form}
      onSubmit={signInWith}
      fields={signInFields(method)}
      idPrefix="sign-in"
      layout="stack"
      label="Sign in"
    >
      <SignInActions status={status} org={org} error={form.submitError}>
        <Button type="submit" intent="primary" text="Sign in" loading={form.pending} />
      </SignInActions>
    </FieldsForm>
  );
}

/**
 * Signs in through main and keeps its answer as the org's sign-in state; `answered` runs once main
 * answered, signed in or not (the form forgets the secret then).
 */
async function signInAndKeep(request: SignInRequest, answered?: () => void) {
  const next = await signIn(request);
  answered?.();
  if (next.state !== 'signed-in') throw new Error(next.message ?? 'The sign-in did not complete.');
  appQueryClient.setQueryData(orgsKeys.authStatus(request.orgId), next);
}

/** Below a sign-in form: why it failed, its button with "Edit organisation…", where it is kept. */
function SignInActions(props: {
  status: AuthStatus;
  org: Org | null;
  error: string | null | undefined;
  children: ReactNode;
}) {
  const { org, error } = props;
  const dialogs = useOrgDialogs();
  return (
    <>
      {error && (
        <Callout intent="danger" title="Sign-in failed" className="mcd-spaced" role="alert">
          {error}
        </Callout>
      )}
      <div className="mcd-button-row">
        {props.children}
        {org && (
          <Button
            variant="minimal"
            text="Edit organisation…"
            onClick={() => dialogs.openEdit(org)}
          />
        )}
      </div>
      {props.status.sessionOnly && (
        <p className="mcd-muted">Credentials are kept for this session only.</p>
      )}
    </>
  );
}

function OidcSignIn(props: SignInProps) {
  const { orgId, org } = props;
  const start = useMutation(
    { mutationFn: () => signInAndKeep({ orgId, method: 'oidc' }) },
    appQueryClient,
  );
  const { error } = start;
  // A sign-in cancelled here is no failure.
  const cancelled = error instanceof BridgeError && error.code === 'SIGN_IN_CANCELLED';

  const cancel = () => void invoke('auth:cancelSignIn', { orgId }).catch(() => undefined);

  return start.isPending ? (
    <div role="status" aria-live="polite" className="mcd-spaced">
      <div className="mcd-button-row">
        <Spinner size={16} aria-hidden />
        <strong>Continue in your browser…</strong>
      </div>
      <p className="mcd-muted">
        Sign in on the page that opened in your browser; this screen continues by itself once you
        are done. The sign-in waits five minutes.
      </p>
      <Button text="Cancel" onClick={cancel} />
    </div>
  ) : (
    <>
      <p className="mcd-muted">
        {org?.name ?? orgId} signs you in with its single sign-on provider, in your browser.
      </p>
      <SignInActions status={props.status} org={org} error={cancelled ? null : error?.message}>
        <Button
          intent="primary"
          text="Sign in with single sign-on"
          icon="log-in"
          autoFocus
          onClick={() => start.mutate()}
        />
      </SignInActions>
    </>
  );
}
