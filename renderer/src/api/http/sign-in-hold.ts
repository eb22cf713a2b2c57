// Reads of an organisation that must be signed in again wait here instead of going out: while the
// re-sign-in dialog is open, the auto-refresh polling and every other screen's refetch of that
// organisation send nothing (each would only earn another 401), and they go out once it is signed
// in again. Writes are never held (the user asked for them; the gateway answers them at once).
// Other organisations are not held back. The sign-in gate holds and releases
// (features/organisations/components/ReauthConsole.tsx).

const held = new Map<string, { released: Promise<void>; release: () => void }>();

/** Holds every read of `orgId` until `releaseReads(orgId)` (idempotent). */
export function holdReads(orgId: string): void {
  if (held.has(orgId)) return;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  held.set(orgId, { released, release });
}

/** Lets the held reads of `orgId` go out, and the next ones through at once. */
export function releaseReads(orgId: string): void {
  const hold = held.get(orgId);
  if (!hold) return;
  held.delete(orgId);
  hold.release();
}

export function areReadsHeld(orgId: string): boolean {
  return held.has(orgId);
}

/** Resolves once `orgId` is not held; rejects as an abort if `signal` fires first. */
export function waitWhileHeld(
  orgId: string,
  signal: AbortSignal | undefined,
): Promise<void> | null {
  const hold = held.get(orgId);
  if (!hold) return null;
  return new Promise((resolve, reject) => {
    const stop = () =>
      reject(
        signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'),
      );
    if (signal?.aborted) return stop();
    signal?.addEventListener('abort', stop, { once: true });
    void hold.released.then(() => {
      signal?.removeEventListener('abort', stop);
      // Held again meanwhile (another 401 during the wait): keep waiting.
      resolve(waitWhileHeld(orgId, signal) ?? undefined);
    });
  });
}
