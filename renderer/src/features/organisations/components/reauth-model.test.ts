import { describe, expect, it } from 'vitest';
import type { AuthState } from '../../../../../preload/contract/auth.ts';
import {
  IDLE,
  holdsReads,
  keepsConsole,
  replayDone,
  retryReplay,
  showsDialog,
  stepReauth,
  type ReauthModel,
} from './reauth-model.ts';

/** Steps through main's answers, each with whether a read on screen was refused. */
function run(steps: [AuthState | undefined, boolean][], from: ReauthModel = IDLE): ReauthModel {
  return steps.reduce((model, [state, refused]) => stepReauth(model, state, refused), from);
}

describe('re-sign-in mid-session', () => {
  it('keeps the console under one dialog when a signed-in org is refused (401)', () => {
    const model = run([
      ['signed-in', false],
      ['needs-sign-in', true],
    ]);
    expect(model.phase).toEqual({ kind: 'prompt', refusedAgain: false });
    expect(keepsConsole(model, 'needs-sign-in')).toBe(true);
    expect(showsDialog(model)).toBe(true);
    expect(holdsReads(model)).toBe(true);
  });

  it('keeps the full sign-in screen for a first sign-in or after signing out', () => {
    const first = run([['needs-sign-in', false]]);
    expect(keepsConsole(first, 'needs-sign-in')).toBe(false);
    const signedOut = run([
      ['signed-in', false],
      ['needs-sign-in', false],
    ]);
    expect(keepsConsole(signedOut, 'needs-sign-in')).toBe(false);
    expect(holdsReads(signedOut)).toBe(false);
  });

  it('opens one dialog however many 401s and re-checks arrive', () => {
    const open = run([
      ['signed-in', false],
      ['needs-sign-in', true],
    ]);
    // Further answers and refusals while it is open change nothing (same object: no re-render).
    expect(stepReauth(open, 'needs-sign-in', true)).toBe(open);
    expect(stepReauth(open, undefined, true)).toBe(open);
    // Closed to look at the data, a further 401 does not reopen it; the banner's button does.
    const closed = { ...open, dismissed: true };
    expect(stepReauth(closed, 'needs-sign-in', true)).toBe(closed);
    expect(showsDialog(closed)).toBe(false);
  });

  it('replays once after signing in again, then closes', () => {
    const open = run([
      ['signed-in', false],
      ['needs-sign-in', true],
    ]);
    const replaying = stepReauth(open, 'signed-in', true);
    expect(replaying.phase).toEqual({ kind: 'replaying' });
    expect(holdsReads(replaying)).toBe(false);
    expect(showsDialog(replaying)).toBe(true);
    const done = replayDone(replaying, false);
    expect(done.phase).toEqual({ kind: 'idle' });
    expect(showsDialog(done)).toBe(false);
    expect(keepsConsole(done, 'needs-sign-in')).toBe(false);
  });

  it('a 401 right after signing in again keeps the one dialog open and says so, no loop', () => {
    const replaying = run([
      ['signed-in', false],
      ['needs-sign-in', true],
      ['signed-in', true],
    ]);
    // Refused during the replay: main says needs-sign-in again.
    const refused = stepReauth(replaying, 'needs-sign-in', true);
    expect(refused.phase).toEqual({ kind: 'prompt', refusedAgain: true });
    expect(showsDialog(refused)).toBe(true);
    // Or the replay learns it first while main still says signed in: no automatic replay follows.
    const learned = replayDone(replaying, true);
    expect(learned.phase).toEqual({ kind: 'prompt', refusedAgain: true });
    expect(stepReauth(learned, 'signed-in', true)).toBe(learned);
    // Only the user's "Try again" replays once more.
    expect(retryReplay(learned).phase).toEqual({ kind: 'replaying' });
    // A replay that finished after the dialog asked again changes nothing.
    expect(replayDone(refused, false)).toBe(refused);
  });

  it('leaves unreachable, provisioning and keychain states to the gate', () => {
    const open = run([
      ['signed-in', false],
      ['needs-sign-in', true],
    ]);
    const offline = stepReauth(open, 'unreachable', true);
    expect(offline.phase).toEqual({ kind: 'idle' });
    expect(keepsConsole(offline, 'unreachable')).toBe(false);
  });
});
