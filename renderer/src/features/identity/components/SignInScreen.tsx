// Sign-in for one organisation, in the form its method needs (access token, email and password,
// or basic). Main does the exchange and keeps the credential; on failure the form shows main's
// specific message (wrong password, token refused, server unreachable…).
import { useCallback, type ReactNode } from 'react';
import { Button, Callout, Card, H3, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { AuthStatus } from '../../../../../preload/contract/auth.ts';
import type { Org, SignInMethod } from '../../../../../preload/contract/orgs.ts';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { orgsKeys, signIn } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { useOrgDialogs } from '../../organisations/components/OrgDialogsProvider.tsx';
import { OrgDot } from '../../organisations/components/OrgDot.tsx';
import { buildSignInRequest, signInFields, type SignInFields } from '../sign-in-request.ts';
import { FieldList } from '../../../components/form-kit/FieldList.tsx';
import { bindForm } from '../../../components/form-kit/bind-form.ts';
import { identityQuery } from '../identity-api.ts';
import { IdentitySignIn } from './IdentitySignIn.tsx';
import { OidcSignIn, SessionOnlyNote, SignInMessage } from './OidcSignIn.tsx';

/** Methods whose organisation may use the built-in identity: its own flows then replace the form. */
const IDENTITY_METHODS = new Set(['password', 'hosted']);

export function SignInScreen(props: { orgId: string; org: Org | null; status: AuthStatus }) {
  const { orgId, org, status } = props;
  const title = `Sign in to ${org?.name ?? orgId}`;
  const identity = useQuery(
    { ...identityQuery(orgId), enabled: IDENTITY_METHODS.has(status.method) },
    appQueryClient,
  );
  // The organisation's dot and `text`, its host beneath, and main's word on the sign-in.
  const heading = (text: string) => (
    <>
      <H3 className="mcd-sign-in-title">
        {org && <OrgDot colour={org.colour} />} {text}
      </H3>
      {org && <p className="mcd-muted">{org.host}</p>}
      <SignInMessage status={status} title={title} />
    </>
  );
  const editButton = org && <EditOrgButton org={org} />;
  // A hosted identity provider's pages are reached through the backend's own OIDC endpoints
  // (Mission Control with --oidc logs the user in with the provider's session): the same browser
  // sign-in as an OIDC organisation, unless the backend runs the built-in identity instead.
  const browserSignIn =
    status.method === 'oidc' || (status.method === 'hosted' && !identity.data?.available);
  return (
    <Card className="mcd-sign-in" elevation={1}>
      {IDENTITY_METHODS.has(status.method) && identity.isPending ? (
        <Spinner size={32} aria-label="Checking how to sign in" />
      ) : browserSignIn ? (
        <OidcSignIn
          orgId={orgId}
          name={org?.name ?? orgId}
          status={status}
          heading={heading(title)}
          editButton={editButton}
        />
      ) : identity.data?.available ? (
        <IdentitySignIn
          orgId={orgId}
          orgUrl={org?.baseUrl ?? ''}
          username={org?.username ?? null}
          title={title}
          heading={heading}
        />
      ) : (
        <FormSignIn {...props} heading={heading(title)} editButton={editButton} />
      )}
    </Card>
  );
}

/** The form's state (the method's fields, checked as main will) and its sign-in. */
function useSignInForm(orgId: string, org: Org | null, method: SignInMethod) {
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
    if (!built.ok) return;
    const next = await signIn(built.request);
    // The secret is not kept in the form, whatever main answered.
    form.reset({ ...values, password: '', token: '' });
    if (next.state !== 'signed-in')
      throw new Error(next.message ?? 'The sign-in did not complete.');
    appQueryClient.setQueryData(orgsKeys.authStatus(orgId), next);
  };
  return { form, submit: () => form.submit(signInWith) };
}

function FormSignIn(props: {
  orgId: string;
  org: Org | null;
  status: AuthStatus;
  heading: ReactNode;
  editButton: ReactNode;
}) {
  const { orgId, org, status } = props;
  const method = status.method;
  const { form, submit } = useSignInForm(orgId, org, method);

  return (
    <>
      {props.heading}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
        aria-label="Sign in"
      >
        <FieldList
          fields={signInFields(method)}
          idPrefix="sign-in"
          layout="stack"
          disabled={false}
          {...bindForm(form)}
        />
        {form.submitError && (
          <Callout intent="danger" title="Sign-in failed" className="mcd-spaced" role="alert">
            {form.submitError}
          </Callout>
        )}
        <div className="mcd-button-row">
          <Button type="submit" intent="primary" text="Sign in" loading={form.pending} />
          {props.editButton}
        </div>
        <SessionOnlyNote status={status} />
      </form>
    </>
  );
}

function EditOrgButton({ org }: { org: Org }) {
  const dialogs = useOrgDialogs();
  return (
    <Button variant="minimal" text="Edit organisation…" onClick={() => dialogs.openEdit(org)} />
  );
}
