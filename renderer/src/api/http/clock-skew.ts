// How far this computer's clock is from each organisation's server, read from the `Date` header of
// the server's answers (the gateway passes it through). Relative times ('5 minutes ago') compare a
// server's timestamps with "now": on a laptop whose clock is a day off they would say 'in 1 day'.
// Offsets under two minutes are noise (the header has one-second resolution, plus transit) and
// count as none.

const SKEW_THRESHOLD_MS = 120_000;
const skews = new Map<string, number>();

/** Records the offset an answer of `orgId`'s server shows; an unreadable header changes nothing. */
export function noteServerDate(
  orgId: string,
  dateHeader: string | null,
  receivedAt: number = Date.now(),
): void {
  if (!dateHeader) return;
  const server = Date.parse(dateHeader);
  if (Number.isNaN(server)) return;
  const skew = server - receivedAt;
  if (Math.abs(skew) >= SKEW_THRESHOLD_MS) skews.set(orgId, skew);
  else skews.delete(orgId);
}

/** Milliseconds to add to this computer's clock to get `orgId`'s server time (0: in step). */
export function clockSkewMs(orgId: string | null | undefined): number {
  return (orgId && skews.get(orgId)) || 0;
}

/** "Now" as `orgId`'s server sees it. */
export function serverNow(orgId: string | null | undefined, local: number = Date.now()): number {
  return local + clockSkewMs(orgId);
}
