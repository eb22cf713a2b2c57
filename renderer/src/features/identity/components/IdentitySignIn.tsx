// Sign-in through the organisation's built-in identity (spec 3 §2.11, §4): the login flow's form as
// the identity service describes it, then the second factor or a confirmation when it asks; and,
// from here, account recovery and registration. Main exchanges the session for a device token.
import { useState, type ReactNode } from 'react';
import { Button } from '@blueprintjs/core';
import { useSearchParams } from 'react-router';
import type { IdentityFlowKind, IdentityStep } from '../../../../../preload/contract/identity.ts';
import { orgsKeys } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../app/app-query-client.ts';
import type { StartRequest } from '../identity-api.ts';
import { IdentityFlowPanel } from '../flow/IdentityFlowPanel.tsx';
import { useIdentityFlow } from '../flow/useIdentityFlow.ts';

type Mode = Extract<IdentityFlowKind, 'login' | 'recovery' | 'registration'>;

/** `/login?aal=aal2&refresh=true&return_to=…` (spec 3 §2.11) as a start request. */
export function loginRequest(search: URLSearchParams): StartRequest {
  const aal = search.get('aal');
  const returnTo = search.get('return_to');
  return {
    kind: 'login',
    ...(search.get('refresh') === 'true' && { refresh: true }),
    ...((aal === 'aal1' || aal === 'aal2') && { aal }),
    ...(returnTo && { returnTo }),
  };
}

export function IdentitySignIn(props: {
  orgId: string;
  title: string;
  heading: (title: string) => ReactNode;
}) {
  const { orgId, title, heading } = props;
  const [search] = useSearchParams();
  const [mode, setMode] = useState<Mode>('login');
  const [attempt, setAttempt] = useState(0);
  const onStep = (step: IdentityStep) => {
    if (step.type === 'signed-in')
      appQueryClient.setQueryData(orgsKeys.authStatus(orgId), step.status);
    if (step.type === 'home')
      void appQueryClient.invalidateQueries({ queryKey: orgsKeys.authStatus(orgId) });
  };
  const request: StartRequest = mode === 'login' ? loginRequest(search) : { kind: mode };
  const state = useIdentityFlow(orgId, request, onStep, attempt);
  const restart = () => setAttempt((n) => n + 1);
  const shown = state.step?.type === 'flow' ? state.step.flow : null;
  /** The first step of a sign-in (not a second factor, not a confirmation). */
  const plainLogin =
    mode === 'login' && (!shown || (!shown.refresh && shown.requestedAal !== 'aal2'));
  const go = (next: Mode) => {
    setMode(next);
    setAttempt((n) => n + 1);
  };

  return (
    <IdentityFlowPanel
      state={state}
      signInTitle={title}
      onRestart={restart}
      heading={heading}
      footer={
        <div className="mcd-button-row mcd-spaced">
          {(mode !== 'login' || !plainLogin) && (
            <Button variant="minimal" text="Back to sign in" onClick={() => go('login')} />
          )}
          {plainLogin && (
            <Button variant="minimal" text="Forgot password?" onClick={() => go('recovery')} />
          )}
          {plainLogin && (
            <Button variant="minimal" text="Create an account" onClick={() => go('registration')} />
          )}
        </div>
      }
    />
  );
}
