// Usage bar (spec 1 §9): green from 1 %, orange above 75 %, red above 90 %, width clamped to 5…100.
import { formatPercent, progressColor, progressWidth } from '../../lib/format/health.ts';
import './ProgressBar.css';

export function ProgressBar({ percent, label }: { percent: number; label?: string }) {
  const color = progressColor(percent);
  const valid = Number.isFinite(percent);
  return (
    <div
      className="mc-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={valid ? Math.min(100, Math.max(0, percent)) : undefined}
      title={valid ? formatPercent(percent) : undefined}
    >
      {color !== 'none' && (
        <div
          className={`mc-progress-fill mc-progress-${color}`}
          style={{ width: `${progressWidth(percent)}%` }}
        />
      )}
    </div>
  );
}
