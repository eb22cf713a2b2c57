// What the sign-in gate does when an organisation that was signed in stops being so (fault
// catalogue row 2, "401 in the middle of a session"): the console stays, marked stale, under one
// sign-in dialog, rather than being replaced by the sign-in screen. A first sign-in (never signed
// in, or after Sign out) keeps the full sign-in screen: no read of the console was refused then.
//
//   idle ──401 on screen + needs-sign-in──▶ prompt ──signed in again──▶ replaying ──reads ok──▶ idle
//                                              ▲                            │
//                                              └──── refused again (401) ◀──┘
//
// No refresh loop: only a change of main's answer from needs-sign-in to signed-in replays, once;
// refused again, the dialog stays open and says so (it never closes and reopens by itself).
import type { AuthState } from '../../../../../preload/contract/auth.ts';

export type ReauthPhase =
  | { kind: 'idle' }
  /** The dialog asks for a sign-in; `refusedAgain`: the last sign-in was refused right after. */
  | { kind: 'prompt'; refusedAgain: boolean }
  /** Signed in again: the refused reads run again before the dialog closes. */
  | { kind: 'replaying' };

export interface ReauthModel {
  phase: ReauthPhase;
  /** Main's sign-in state at the last step (a change, not a state, moves the model on). */
  seen: AuthState | null;
  /** The user closed the dialog to look at the stale data (the banner offers it again). */
  dismissed: boolean;
}

export const IDLE: ReauthModel = { phase: { kind: 'idle' }, seen: null, dismissed: false };

const prompt = (refusedAgain: boolean): ReauthModel['phase'] => ({ kind: 'prompt', refusedAgain });

/**
 * One step on main's answer `state` (undefined while it is being asked) and whether a read the
 * console shows was refused with a 401. Returns `model` itself when nothing changes.
 */
export function stepReauth(
  model: ReauthModel,
  state: AuthState | undefined,
  refusedReadOnScreen: boolean,
): ReauthModel {
  if (state === undefined || state === model.seen) return model;
  const { phase } = model;
  let next: ReauthPhase = phase;
  if (state === 'needs-sign-in') {
    if (phase.kind === 'idle' && refusedReadOnScreen) next = prompt(false);
    else if (phase.kind === 'replaying') next = prompt(true);
  } else if (state === 'signed-in') {
    if (phase.kind === 'prompt' && model.seen === 'needs-sign-in') next = { kind: 'replaying' };
  } else {
    // Unreachable, provisioning, keychain: the gate's own screens say what to do.
    next = { kind: 'idle' };
  }
  const reopened = next !== phase && next.kind === 'prompt';
  return { phase: next, seen: state, dismissed: reopened ? false : model.dismissed };
}

/** The replay finished: `refusedAgain` when a replayed read was refused (401) once more. */
export function replayDone(model: ReauthModel, refusedAgain: boolean): ReauthModel {
  if (model.phase.kind !== 'replaying') return model;
  return refusedAgain
    ? { ...model, phase: prompt(true), dismissed: false }
    : { ...model, phase: { kind: 'idle' } };
}

/** "Try again" after a refusal while main says signed in: one more replay, asked by the user. */
export function retryReplay(model: ReauthModel): ReauthModel {
  return model.phase.kind === 'prompt' ? { ...model, phase: { kind: 'replaying' } } : model;
}

/** Whether the gate keeps the console (with the sign-in dialog over it) for `state`. */
export function keepsConsole(model: ReauthModel, state: AuthState): boolean {
  return state === 'needs-sign-in' && model.phase.kind !== 'idle';
}

/** Reads of the organisation wait while the dialog asks for a sign-in (no polling into 401s). */
export function holdsReads(model: ReauthModel): boolean {
  return model.phase.kind === 'prompt';
}

/** The dialog is shown (unless the user closed it to look at the data). */
export function showsDialog(model: ReauthModel): boolean {
  return model.phase.kind !== 'idle' && !model.dismissed;
}
