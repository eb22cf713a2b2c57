// TOTP checks with the two limits a six-digit code needs (issue 39 item 7):
// - replay: a code is accepted once. The last accepted time step is stored with the identity's
//   credentials (kratos.credentials.totp_last_step, store.ts), so it survives a restart, and a
//   code is accepted only for a later step than that.
// - guessing: wrong codes are counted per identity in memory (a restart forgets them; nothing
//   outside the machine can restart the Sandbox). After `maxFailures` wrong codes within
//   `windowMs`, every code — even the right one — is refused until the oldest of them is older
//   than the window, so guessing gets no signal while locked.
import type { PGlite } from '@electric-sql/pglite';
import { claimTotpStep } from './store.ts';
import { matchTotpStep } from './totp.ts';
import { msg, type UiText } from './ui.ts';

export const TOTP_MAX_FAILURES = 5;
export const TOTP_FAILURE_WINDOW_MS = 5 * 60_000;

export type TotpCheck = { ok: true } | { ok: false; message: UiText };

export interface TotpGuardOptions {
  maxFailures?: number;
  windowMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

export class TotpGuard {
  private readonly failures = new Map<string, number[]>();
  private readonly db: PGlite;
  private readonly maxFailures: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(db: PGlite, options: TotpGuardOptions = {}) {
    this.db = db;
    this.maxFailures = options.maxFailures ?? TOTP_MAX_FAILURES;
    this.windowMs = options.windowMs ?? TOTP_FAILURE_WINDOW_MS;
    this.now = options.now ?? Date.now;
  }

  /** Checks `code` against `secret` for the identity; on success the code's step is used up. */
  async check(identityId: string, secret: string, code: string): Promise<TotpCheck> {
    const now = this.now();
    const recent = (this.failures.get(identityId) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.maxFailures) {
      const waitMs = recent[0]! + this.windowMs - now;
      return { ok: false, message: msg.totpTooOften(Math.max(1, Math.ceil(waitMs / 60_000))) };
    }
    const step = matchTotpStep(secret, code, now);
    if (step === null) {
      this.failures.set(identityId, [...recent, now]);
      return { ok: false, message: msg.totpWrong() };
    }
    // A replayed code is a right code used twice, not a guess: it does not count as a failure.
    if (!(await claimTotpStep(this.db, identityId, step)))
      return { ok: false, message: msg.totpUsed() };
    this.failures.delete(identityId);
    return { ok: true };
  }
}
