// Profile settings through the built-in identity (spec 3 §2.11): the settings flow's forms —
// profile traits, password, two-factor enrolment — one per group, messages gone after 10 s. When
// main holds no session for the org, the identity service first asks the user to confirm who they
// are ('Confirm Action'), then the settings flow opens.
import { H4 } from '@blueprintjs/core';
import type { IdentityStep } from '../../../../../preload/contract/identity.ts';
import { IdentityFlowPanel } from '../flow/IdentityFlowPanel.tsx';
import { useIdentityFlow } from '../flow/useIdentityFlow.ts';

export const PROFILE_MESSAGE_MS = 10_000;

export function IdentitySettings(props: { orgId: string; orgName: string }) {
  const onStep = (step: IdentityStep, restart: () => void) => {
    // Confirmed (or signed in again): back to the settings.
    if (step.type === 'signed-in' || step.type === 'home') restart();
  };
  const state = useIdentityFlow(props.orgId, { kind: 'settings' }, onStep);
  return (
    <section aria-label="Account settings" className="mcd-identity-settings">
      <IdentityFlowPanel
        state={state}
        signInTitle={`Sign in to ${props.orgName}`}
        clearMessagesAfterMs={PROFILE_MESSAGE_MS}
        heading={(title) => <H4>{title}</H4>}
      />
    </section>
  );
}
