// Sign-in for one organisation, in the form its method needs (access token, email and password,
// or basic). Main does the exchange and keeps the credential; on failure the form shows main's
// specific message (wrong password, token refused, server unreachable…).
import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, FormGroup, H3, InputGroup, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { AuthStatus } from '../../../../../preload/contract/auth.ts';
import type { Org } from '../../../../../preload/contract/orgs.ts';
import { orgsKeys, signIn } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { useOrgDialogs } from '../../organisations/components/OrgDialogsProvider.tsx';
import { OrgDot } from '../../organisations/components/OrgDot.tsx';
import { buildSignInRequest, type SignInFields } from '../sign-in-request.ts';
import { detectIdentity, identityKeys } from '../identity-api.ts';
import { IdentitySignIn } from './IdentitySignIn.tsx';
import { OidcSignIn } from './OidcSignIn.tsx';

/** Methods whose organisation may use the built-in identity: its own flows then replace the form. */
const IDENTITY_METHODS = new Set(['password', 'hosted']);

export function SignInScreen(props: { orgId: string; org: Org | null; status: AuthStatus }) {
  const { orgId, org, status } = props;
  const identity = useQuery(
    {
      queryKey: identityKeys.detect(orgId),
      queryFn: () => detectIdentity(orgId),
      enabled: IDENTITY_METHODS.has(status.method),
      retry: false,
      staleTime: 5 * 60_000,
    },
    appQueryClient,
  );
  if (IDENTITY_METHODS.has(status.method) && identity.isPending)
    return (
      <Card className="mcd-sign-in" elevation={1}>
        <Spinner size={32} aria-label="Checking how to sign in" />
      </Card>
    );
  // A hosted identity provider's pages are reached through the backend's own OIDC endpoints
  // (Mission Control with --oidc logs the user in with the provider's session): the same browser
  // sign-in as an OIDC organisation, unless the backend runs the built-in identity instead.
  const browserSignIn =
    status.method === 'oidc' || (status.method === 'hosted' && !identity.data?.available);
  if (browserSignIn)
    return (
      <OidcSignIn
        orgId={orgId}
        name={org?.name ?? orgId}
        status={status}
        heading={
          <>
            <H3 className="mcd-sign-in-title">
              {org && <OrgDot colour={org.colour} />} Sign in to {org?.name ?? orgId}
            </H3>
            {org && <p className="mcd-muted">{org.host}</p>}
          </>
        }
        editButton={org && <EditOrgButton org={org} />}
      />
    );
  if (identity.data?.available)
    return (
      <Card className="mcd-sign-in" elevation={1}>
        <IdentitySignIn
          orgId={orgId}
          orgUrl={org?.baseUrl ?? ''}
          title={`Sign in to ${org?.name ?? orgId}`}
          heading={(title) => (
            <>
              <H3 className="mcd-sign-in-title">
                {org && <OrgDot colour={org.colour} />} {title}
              </H3>
              {org && <p className="mcd-muted">{org.host}</p>}
              {status.message && status.message !== `Sign in to ${org?.name ?? orgId}.` && (
                <Callout intent="primary" className="mcd-spaced">
                  {status.message}
                </Callout>
              )}
            </>
          )}
        />
      </Card>
    );
  return <FormSignIn {...props} />;
}

function FormSignIn(props: { orgId: string; org: Org | null; status: AuthStatus }) {
  const { orgId, org, status } = props;
  const method = status.method;
  const dialogs = useOrgDialogs();
  const [fields, setFields] = useState<SignInFields>({
    token: '',
    email: method === 'password' ? (org?.username ?? '') : '',
    username: method === 'basic' ? (org?.username ?? '') : '',
    password: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof SignInFields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof SignInFields) => (value: string) =>
    setFields((f) => ({ ...f, [field]: value }));

  const built = buildSignInRequest(orgId, method, fields);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const next = await signIn(built.request);
      setFields((f) => ({ ...f, password: '', token: '' }));
      if (next.state === 'signed-in') appQueryClient.setQueryData(orgsKeys.authStatus(orgId), next);
      else setFailure(next.message ?? 'The sign-in did not complete.');
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const field = (
    name: keyof SignInFields,
    label: string,
    type: 'text' | 'password' | 'email',
    autoComplete: string,
    autoFocus = false,
  ) => (
    <FormGroup
      label={label}
      labelFor={`sign-in-${name}`}
      helperText={errors[name]}
      intent={errors[name] ? 'danger' : 'none'}
    >
      <InputGroup
        id={`sign-in-${name}`}
        type={type}
        value={fields[name]}
        onValueChange={set(name)}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        intent={errors[name] ? 'danger' : 'none'}
      />
    </FormGroup>
  );

  return (
    <Card className="mcd-sign-in" elevation={1}>
      <H3 className="mcd-sign-in-title">
        {org && <OrgDot colour={org.colour} />} Sign in to {org?.name ?? orgId}
      </H3>
      {org && <p className="mcd-muted">{org.host}</p>}
      {status.message && (
        <Callout intent="primary" className="mcd-spaced">
          {status.message}
        </Callout>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Sign in">
        {method === 'token' && field('token', 'Access token', 'password', 'off', true)}
        {method === 'password' && field('email', 'Email', 'email', 'username', true)}
        {method === 'basic' && field('username', 'User name', 'text', 'username', true)}
        {method !== 'token' && field('password', 'Password', 'password', 'current-password')}
        {failure && (
          <Callout intent="danger" title="Sign-in failed" className="mcd-spaced" role="alert">
            {failure}
          </Callout>
        )}
        <div className="mcd-button-row">
          <Button type="submit" intent="primary" text="Sign in" loading={busy} />
          {org && (
            <Button
              variant="minimal"
              text="Edit organisation…"
              onClick={() => dialogs.openEdit(org)}
            />
          )}
        </div>
        {status.sessionOnly && (
          <p className="mcd-muted">Credentials are kept for this session only.</p>
        )}
      </form>
    </Card>
  );
}

function EditOrgButton({ org }: { org: Org }) {
  const dialogs = useOrgDialogs();
  return (
    <Button variant="minimal" text="Edit organisation…" onClick={() => dialogs.openEdit(org)} />
  );
}
