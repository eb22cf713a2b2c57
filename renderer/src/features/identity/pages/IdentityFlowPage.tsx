// `/recovery`, `/registration`, `/verification` (spec 3 §2.11): the organisation's flow of that
// kind, rendered from its ui nodes. A flow that has nothing left to do goes home.
import { Card } from '@blueprintjs/core';
import { useNavigate, useSearchParams } from 'react-router';
import type { IdentityFlowKind, IdentityStep } from '../../../../../preload/contract/identity.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { useCurrentOrg } from '../../../session/org-context.tsx';
import { IdentityFlowPanel } from '../flow/IdentityFlowPanel.tsx';
import { useIdentityFlow } from '../flow/useIdentityFlow.ts';
import { useState } from 'react';

function FlowPage({
  kind,
}: {
  kind: Extract<IdentityFlowKind, 'recovery' | 'registration' | 'verification'>;
}) {
  const { orgId, org } = useCurrentOrg();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [attempt, setAttempt] = useState(0);
  const returnTo = search.get('return_to');
  const onStep = (step: IdentityStep) => {
    if (step.type === 'home' || step.type === 'signed-in') void navigate(paths.root());
  };
  const state = useIdentityFlow(orgId, { kind, ...(returnTo && { returnTo }) }, onStep, attempt);
  return (
    <div className="mcd-page">
      <Card className="mcd-identity-card" elevation={1}>
        <IdentityFlowPanel
          state={state}
          signInTitle={`Sign in to ${org?.name ?? orgId}`}
          onRestart={() => setAttempt((n) => n + 1)}
        />
      </Card>
    </div>
  );
}

export const RecoveryPage = () => <FlowPage kind="recovery" />;
export const RegistrationPage = () => <FlowPage kind="registration" />;
export const VerificationPage = () => <FlowPage kind="verification" />;
