// `/recovery`, `/registration`, `/verification` (spec 3 §2.11): the organisation's flow of that
// kind, rendered from its ui nodes. A flow that has nothing left to do goes home. An organisation
// without the built-in identity says how it signs in and whom to ask (issue 32 item 3).
import { Callout, Card, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { IdentityFlowKind, IdentityStep } from '../../../../../preload/contract/identity.ts';
import { authStatusQuery } from '../../../api/services/orgs.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { useCurrentOrg } from '../../../session/org-context.tsx';
import { IdentityFlowPanel } from '../flow/IdentityFlowPanel.tsx';
import { useIdentityFlow } from '../flow/useIdentityFlow.ts';
import { identityQuery } from '../identity-api.ts';
import { noIdentityText } from '../no-identity-text.ts';

type PageKind = Extract<IdentityFlowKind, 'recovery' | 'registration' | 'verification'>;

function FlowPage({ kind }: { kind: PageKind }) {
  const { orgId, org } = useCurrentOrg();
  const identity = useQuery(identityQuery(orgId), appQueryClient);
  const status = useQuery(authStatusQuery(orgId), appQueryClient);
  const name = org?.name ?? orgId;
  let body;
  if (identity.isPending) body = <Spinner size={32} aria-label="Checking the identity service" />;
  // Not known (main could not ask): the flow itself says what went wrong.
  else if (identity.data?.available !== false)
    body = <Flow kind={kind} orgId={orgId} orgName={name} />;
  else {
    const text = noIdentityText(kind, { name, kind: org?.kind }, status.data?.method);
    body = (
      <Callout intent="primary" title={text.title} role="status">
        {text.body}
      </Callout>
    );
  }
  return (
    <div className="mcd-page">
      <Card className="mcd-identity-card" elevation={1}>
        {body}
      </Card>
    </div>
  );
}

function Flow({ kind, orgId, orgName }: { kind: PageKind; orgId: string; orgName: string }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnTo = search.get('return_to');
  const onStep = (step: IdentityStep) => {
    if (step.type === 'home' || step.type === 'signed-in') void navigate(paths.root());
  };
  const state = useIdentityFlow(orgId, { kind, ...(returnTo && { returnTo }) }, onStep);
  return <IdentityFlowPanel state={state} signInTitle={`Sign in to ${orgName}`} />;
}

export const RecoveryPage = () => <FlowPage kind="recovery" />;
export const RegistrationPage = () => <FlowPage kind="registration" />;
export const VerificationPage = () => <FlowPage kind="verification" />;
