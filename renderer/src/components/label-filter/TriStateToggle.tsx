// Three-state toggle for one label: exclude (-1), none (0), include (1) (spec 1 §4), as a radio
// group so arrow keys and screen readers work.
//
// Plain buttons in Blueprint's button-group classes, each icon one masked span (TriStateToggle.css):
// the health sidebar shows a toggle per label row, and with Blueprint's Button and Icon a first
// screen of 25 rows was 75 Button components and ~300 elements, half of the dashboard's DOM at
// its first paint (performance.md P1).
import { Classes } from '@blueprintjs/core';
import type { TriState } from '../../lib/labels/label-filter.ts';
import './TriStateToggle.css';

const STATES: readonly {
  state: TriState;
  icon: 'minus' | 'circle' | 'plus';
  name: string;
  intent: 'danger' | 'none' | 'success';
}[] = [
  { state: -1, icon: 'minus', name: 'Exclude', intent: 'danger' },
  { state: 0, icon: 'circle', name: 'None', intent: 'none' },
  { state: 1, icon: 'plus', name: 'Include', intent: 'success' },
];

function buttonClass(chosen: boolean, intent: 'danger' | 'none' | 'success'): string {
  const base = `${Classes.BUTTON} ${Classes.SMALL}`;
  return chosen ? `${base} ${Classes.ACTIVE} ${Classes.intentClass(intent) ?? ''}` : base;
}

export function TriStateToggle({
  value,
  onChange,
  label,
}: {
  value: TriState;
  onChange: (state: TriState) => void;
  label: string;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={`${Classes.BUTTON_GROUP} ${Classes.SMALL} mc-tri-state`}
    >
      {STATES.map(({ state, icon, name, intent }) => (
        <button
          key={state}
          type="button"
          role="radio"
          aria-checked={value === state}
          aria-label={`${name} ${label}`}
          title={name}
          className={buttonClass(value === state, intent)}
          tabIndex={value === state ? 0 : -1}
          onClick={() => onChange(state)}
          onKeyDown={(event) => {
            const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
            if (step === 0) return;
            event.preventDefault();
            const next =
              STATES[Math.min(2, Math.max(0, STATES.findIndex((s) => s.state === value) + step))];
            if (next) onChange(next.state);
          }}
        >
          <span aria-hidden="true" className={`${Classes.ICON} mc-tri-state-${icon}`} />
        </button>
      ))}
    </div>
  );
}
