// A detail page heading's facts (a run's status, start, duration…): each label above its value in
// a grid that fills the row, the value named by its label; a value not known reads '—'.
import type { ReactNode } from 'react';
import type { DetailFieldPair } from './DetailFields.tsx';
import './detail-facts.css';

const known = (value: ReactNode) =>
  value !== null && value !== undefined && value !== false && value !== '';

export function DetailFacts({ facts }: { facts: readonly DetailFieldPair[] }) {
  return (
    <dl className="mcd-detail-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="mcd-detail-fact">
          <dt>{label}</dt>
          <dd aria-label={label}>
            {known(value) ? value : <span className="mcd-detail-fact-none">—</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
