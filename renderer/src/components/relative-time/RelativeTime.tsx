// "5 minutes ago" with the exact time as a tooltip. Values outside 0–7 days are hidden (spec 1 §9)
// and invalid timestamps read "unknown time"; `fallback` replaces the hidden text when given, or
// `fallbackFormat` shows the time itself in that format.
import type { ReactNode } from 'react';
import { timeAgo } from '../../lib/format/relative-time.ts';
import { UNKNOWN_TIME, formatTimestamp, parseTimestamp } from '../../lib/format/timestamp.ts';
import { useNow } from './useNow.ts';

export function RelativeTime({
  value,
  now,
  fallback = null,
  fallbackFormat,
}: {
  value: unknown;
  now?: Date;
  fallback?: ReactNode;
  /** Beyond the relative range, the time in this format ('YYYY-MM-DD HH:mm'). */
  fallbackFormat?: string;
}) {
  const clock = useNow();
  const date = parseTimestamp(value);
  if (!date) return <span className="mc-relative-time">{UNKNOWN_TIME}</span>;
  const text = timeAgo(date, now ?? clock);
  return (
    <time className="mc-relative-time" dateTime={date.toISOString()} title={formatTimestamp(date)}>
      {text ?? (fallbackFormat ? formatTimestamp(date, fallbackFormat) : fallback)}
    </time>
  );
}
