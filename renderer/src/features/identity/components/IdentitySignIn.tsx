// Sign-in through the organisation's built-in identity (spec 3 §2.11, §4): the login flow's form as
// the identity service describes it, then the second factor or a confirmation when it asks; and,
// from here, account recovery and registration, also one that completes an invitation (the invite
// link pasted here, or opened as /registration?invite=). Main exchanges the session for a device
// token.
import { useState, type ReactNode } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  INVITE_ID,
  type IdentityFlowKind,
  type IdentityStep,
} from '../../../../../preload/contract/identity.ts';
import type { Org } from '../../../../../preload/contract/orgs.ts';
import { orgsKeys } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { paths } from '../../../lib/routing/paths.ts';
import type { StartRequest } from '../identity-api.ts';
import { IdentityFlowPanel } from '../flow/IdentityFlowPanel.tsx';
import { useIdentityFlow } from '../flow/useIdentityFlow.ts';
import { InviteLinkForm } from './InviteLinkForm.tsx';

type Mode = Extract<IdentityFlowKind, 'login' | 'recovery' | 'registration'>;

/**
 * What a sign-in screen in `mode` starts: a sign-in as `/login?aal=aal2&refresh=true&return_to=…`
 * asks (spec 3 §2.11); a registration that completes an invitation.
 */
function startRequest(
  mode: Mode,
  invite: string | null,
  search: URLSearchParams,
  withReturnTo: boolean,
): StartRequest {
  if (mode !== 'login')
    return mode === 'registration' && invite ? { kind: mode, invite } : { kind: mode };
  const aal = search.get('aal');
  const returnTo = withReturnTo && search.get('return_to');
  return {
    kind: 'login',
    ...(search.get('refresh') === 'true' && { refresh: true }),
    ...((aal === 'aal1' || aal === 'aal2') && { aal }),
    ...(returnTo && { returnTo }),
  };
}

/** Said over the sign-in form when the service ended a registration or recovery as already done. */
const HOME_TEXT: Partial<Record<Mode, string>> = {
  registration: 'No account was created: the identity service already has a session open here.',
  recovery: 'No recovery was started: the identity service already has a session open here.',
};

/** Where a signed-out window starts: `/registration` and `/recovery` (spec 3 §2.11), and
 * `/registration?invite=` or the console's own invite link `/login?invite=` (reference §4.10 U6). */
export function initialMode(
  pathname: string,
  search: URLSearchParams,
): { mode: Mode; invite: string | null } {
  const invite = search.get('invite');
  if (invite && INVITE_ID.test(invite))
    return { mode: 'registration', invite: invite.toLowerCase() };
  if (pathname === '/registration') return { mode: 'registration', invite: null };
  if (pathname === '/recovery') return { mode: 'recovery', invite: null };
  return { mode: 'login', invite: null };
}

/**
 * Below the form: back to sign in; or, on a sign-in's first step, recovery, registration and
 * pasting an invite link.
 */
function IdentityLinks(props: {
  plainLogin: boolean;
  orgUrl: string;
  onGo: (mode: Mode, invite?: string) => void;
}) {
  const { plainLogin, orgUrl, onGo } = props;
  const [pasting, setPasting] = useState(false);
  const links: [text: string, onClick: () => void, shown: boolean][] = [
    ['Back to sign in', () => onGo('login'), !plainLogin],
    ['Forgot password?', () => onGo('recovery'), plainLogin],
    ['Create an account', () => onGo('registration'), plainLogin],
    ['Have an invite link?', () => setPasting(true), plainLogin && !pasting],
  ];
  return (
    <>
      <div className="mcd-button-row mcd-spaced mcd-identity-links">
        {links.map(
          ([text, onClick, shown]) =>
            shown && <Button key={text} variant="minimal" text={text} onClick={onClick} />,
        )}
      </div>
      {plainLogin && pasting && (
        <InviteLinkForm
          orgUrl={orgUrl}
          onInvite={(id) => onGo('registration', id)}
          onCancel={() => setPasting(false)}
        />
      )}
    </>
  );
}

/** The heading, then what the form needs said: a registration or recovery the service ended as
 * already done, or how to complete an invitation. */
function Notes(props: {
  mode: Mode;
  invite: string | null;
  homeFrom: Mode | null;
  children: ReactNode;
}) {
  const { mode, invite, homeFrom } = props;
  const ended = mode === 'login' && homeFrom ? HOME_TEXT[homeFrom] : undefined;
  return (
    <>
      {props.children}
      {ended && (
        <Callout intent="warning" className="mcd-spaced" role="status">
          {ended}
        </Callout>
      )}
      {mode === 'registration' && invite && (
        <Callout intent="primary" className="mcd-spaced">
          Register with the email address the invitation was sent to and choose a password.
        </Callout>
      )}
    </>
  );
}

export function IdentitySignIn(props: {
  orgId: string;
  /** Its address (an invite link must point at its host) and the email given when it was added. */
  org: Org | null;
  title: string;
  heading: (title: string) => ReactNode;
}) {
  const { orgId, title, heading } = props;
  const [search] = useSearchParams();
  // The sign-in and recovery forms start with it (spec 3 §2.11), else with the org's.
  const email = search.get('username') ?? props.org?.username ?? '';
  const location = useLocation();
  const [initial] = useState(() => initialMode(location.pathname, search));
  const [{ mode, invite }, setTarget] = useState(initial);
  const [attempt, setAttempt] = useState(0);
  // Restarts after 'home', and the mode that ended so (said over the sign-in form, not silently).
  const [home, setHome] = useState<{ restarts: number; from: Mode | null }>({
    restarts: 0,
    from: null,
  });
  // After an error that ended the flow (a forbidden return_to among them), 'Start again' starts a
  // plain sign-in: sending the same return_to would only meet the same error.
  const [plainRestart, setPlainRestart] = useState(false);
  const go = (next: Mode, nextInvite: string | null = null) => {
    setTarget({ mode: next, invite: nextInvite });
    setAttempt((n) => n + 1);
  };
  const navigate = useNavigate();
  const onStep = (step: IdentityStep) => {
    // Opened at /registration, /recovery or an invite link: once signed in, the console's home.
    if (step.type === 'signed-in' && (initial.mode !== 'login' || initial.invite))
      void navigate(paths.root());
    if (step.type === 'signed-in')
      appQueryClient.setQueryData(orgsKeys.authStatus(orgId), step.status);
    // Nothing left to do here (session_already_available): home is the console when the org turns
    // out signed in; while it is not, home is this screen's sign-in form again.
    if (step.type === 'home') {
      void appQueryClient.invalidateQueries({ queryKey: orgsKeys.authStatus(orgId) });
      // A few times at most: a service answering every new flow so must not keep us looping.
      if (home.restarts < 3) {
        setHome({ restarts: home.restarts + 1, from: mode });
        go('login');
      }
    }
  };
  const request = startRequest(mode, invite, search, !plainRestart);
  const state = useIdentityFlow(orgId, request, onStep, attempt);
  const restart = () => {
    if (state.step?.type === 'error') setPlainRestart(true);
    setAttempt((n) => n + 1);
  };
  const shown = state.step?.type === 'flow' ? state.step.flow : null;
  /** The first step of a sign-in (not a second factor, not a confirmation). */
  const plainLogin =
    mode === 'login' && (!shown || (!shown.refresh && shown.requestedAal !== 'aal2'));

  return (
    <IdentityFlowPanel
      state={state}
      signInTitle={title}
      onRestart={restart}
      prefill={mode === 'registration' ? {} : { identifier: email, email }}
      heading={(text) => (
        <Notes mode={mode} invite={invite} homeFrom={home.from}>
          {heading(mode === 'registration' && invite ? 'Accept your invitation' : text)}
        </Notes>
      )}
      footer={
        <IdentityLinks
          key={attempt}
          plainLogin={plainLogin}
          orgUrl={props.org?.baseUrl ?? ''}
          onGo={go}
        />
      }
    />
  );
}
