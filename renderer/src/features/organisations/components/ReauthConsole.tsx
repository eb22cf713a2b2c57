// The console of an organisation whose sign-in ran out mid-session (fault catalogue row 2): it
// stays on screen with its last data, marked stale by a banner in the offline banner's words,
// under one sign-in dialog for the org's method. While the dialog asks, that org's reads are held
// (no polling into more 401s; api/http/sign-in-hold.ts); once signed in again, the reads that were
// refused run again (never writes) and the dialog closes. The decisions are in reauth-model.ts.
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button, Callout, Dialog, DialogBody, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQueryClient, type Query } from '@tanstack/react-query';
import type { AuthState } from '../../../../../preload/contract/auth.ts';
import { useCurrentOrg } from '../../../session/org-context.tsx';
import { holdReads, releaseReads } from '../../../api/http/sign-in-hold.ts';
import { ConsoleBanner } from '../../../components/offline/ConsoleBanner.tsx';
import { dataFromText } from '../../../session/offline/format-age.ts';
import { keepData, refusedReadOnScreen, replayRefusedReads } from './reauth-queries.ts';
import {
  IDLE,
  holdsReads,
  replayDone,
  retryReplay,
  showsDialog,
  stepReauth,
  type ReauthModel,
} from './reauth-model.ts';
import './ReauthConsole.css';

/** Survives the gate remounting on an org switch: coming back finds the dialog where it was. */
const remembered = new Map<string, ReauthModel>();

/** The gate's re-sign-in state for `orgId`, stepped on main's answer `state`. */
export function useReauth(orgId: string, state: AuthState | undefined) {
  const client = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => client.getQueryCache().subscribe(listener),
    [client],
  );
  const refused = useSyncExternalStore(subscribe, () => refusedReadOnScreen(client));
  const [stored, setModel] = useState<ReauthModel>(() => remembered.get(orgId) ?? IDLE);
  // Stepped while rendering, so the answer that asks for a sign-in never paints the sign-in
  // screen for a frame (which would unmount the console it is meant to keep).
  const model = stepReauth(stored, state, refused);
  if (model !== stored) setModel(model);

  useEffect(() => {
    remembered.set(orgId, model);
  }, [orgId, model]);

  const asking = model.phase.kind === 'prompt';
  useEffect(() => {
    if (!asking) return;
    const cache = client.getQueryCache();
    for (const query of cache.getAll()) keepData(orgId, query);
    return cache.subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error')
        keepData(orgId, event.query as Query);
    });
  }, [asking, client, orgId]);

  const holding = holdsReads(model);
  useEffect(() => {
    if (!holding) return;
    holdReads(orgId);
    return () => releaseReads(orgId);
  }, [orgId, holding]);

  const replaying = model.phase.kind === 'replaying';
  useEffect(() => {
    if (!replaying) return;
    let live = true;
    void replayRefusedReads(orgId, client).then((refusedAgain) => {
      if (live) setModel((current) => replayDone(current, refusedAgain));
    });
    return () => {
      live = false;
    };
  }, [replaying, client, orgId]);

  return {
    model,
    dismiss: () => setModel((current) => ({ ...current, dismissed: true })),
    reopen: () => setModel((current) => ({ ...current, dismissed: false })),
    retry: () => setModel(retryReplay),
  };
}

const staleText = (dataAt: number | null, now: number) =>
  dataAt === null
    ? 'Signed out — nothing from this organisation is shown until you sign in'
    : `Signed out — showing ${dataFromText(dataAt, now)}`;

/**
 * Wraps the console (always, so it never remounts when the dialog comes or goes) and adds the stale
 * banner and the sign-in dialog while `reauth` asks for them.
 */
export function ReauthConsole(props: {
  reauth: ReturnType<typeof useReauth>;
  /** The sign-in form for the org's method, while main says it needs one. */
  signIn: ReactNode;
  children: ReactNode;
}) {
  const { reauth, signIn } = props;
  const { orgId, org } = useCurrentOrg();
  const { phase, dismissed } = reauth.model;
  const name = org?.name ?? orgId;
  const active = phase.kind !== 'idle';
  return (
    <div className="mcd-reauth-frame">
      {active && (
        <ConsoleBanner
          intent="warning"
          icon="lock"
          text={staleText}
          reason="Sign in again to refresh it"
          actions={[dismissed && { text: 'Sign in…', onClick: reauth.reopen }]}
          className="mcd-reauth-banner"
          testId="reauth-banner"
        />
      )}
      {props.children}
      <Dialog
        isOpen={showsDialog(reauth.model)}
        title="Session expired"
        icon="lock"
        className="mcd-reauth-dialog"
        canOutsideClickClose={false}
        onClose={reauth.dismiss}
      >
        <DialogBody>
          {phase.kind === 'prompt' && phase.refusedAgain && (
            <Callout intent="danger" title="Refused again" className="mcd-spaced" role="alert">
              {name} refused the request again right after signing in. Check that this account may
              use {name}, or sign in with another one.
            </Callout>
          )}
          {phase.kind === 'replaying' ? (
            <NonIdealState
              icon={<Spinner size={32} aria-label="Loading the data again" />}
              title="Signed in"
              description={`Loading ${name}'s data again…`}
            />
          ) : signIn ? (
            signIn
          ) : (
            <div className="mcd-button-row">
              <Button intent="primary" text="Try again" onClick={reauth.retry} />
            </div>
          )}
        </DialogBody>
      </Dialog>
    </div>
  );
}
