// The offline banner's wording: "Offline — showing data from 14:02 (3 h ago)". The clock time
// gains a date once the data is from another day, so "14:02" is never ambiguous.
import dayjs from 'dayjs';

/** "just now", "12 min ago", "3 h ago", "2 d ago". */
export function shortAge(ageMs: number): string {
  const age = Math.max(0, ageMs);
  if (age < 60_000) return 'just now';
  if (age < 3_600_000) return `${Math.floor(age / 60_000)} min ago`;
  if (age < 86_400_000) return `${Math.floor(age / 3_600_000)} h ago`;
  return `${Math.floor(age / 86_400_000)} d ago`;
}

/** "14:02" today, "21 Nov 14:02" on another day. */
export function clockTime(at: number, now: number): string {
  const when = dayjs(at);
  return when.isSame(dayjs(now), 'day') ? when.format('HH:mm') : when.format('D MMM HH:mm');
}

/** "data from 14:02 (3 min ago)": when kept data was fetched, and how long ago. */
export const dataFromText = (dataAt: number, now: number): string =>
  `data from ${clockTime(dataAt, now)} (${shortAge(now - dataAt)})`;

export function offlineBannerText(dataAt: number | null, now: number): string {
  if (dataAt === null) return 'Offline — no data from this organisation is available offline';
  return `Offline — showing ${dataFromText(dataAt, now)}`;
}

/** "as of 14:02" for a panel whose data is older than its refresh interval, else null. */
export function asOfText(dataAt: number, refreshIntervalMs: number, now: number): string | null {
  if (dataAt <= 0 || now - dataAt <= refreshIntervalMs) return null;
  return `as of ${clockTime(dataAt, now)}`;
}
