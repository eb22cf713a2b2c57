// A duration in the spec's units (ms, s, m, h); nothing for missing values.
import { formatDuration } from '../../lib/format/duration.ts';

export function Duration({ ms }: { ms: number | null | undefined }) {
  const text = formatDuration(ms);
  return text ? <span className="mc-duration">{text}</span> : null;
}
