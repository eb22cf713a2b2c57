// A coloured dot for a health status (spec 1 §4), with the status as its accessible name.
import { statusDotColor } from '../../lib/format/health.ts';
import './StatusDot.css';

export function StatusDot({
  status,
  label,
}: {
  status: string | null | undefined;
  label?: string;
}) {
  const color = statusDotColor(status);
  const name = label ?? status ?? 'unknown';
  return (
    <span
      role="img"
      aria-label={name}
      title={name}
      className={`mc-status-dot mc-status-dot-${color}`}
    />
  );
}
