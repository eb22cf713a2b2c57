// Three-state toggle for one label: exclude (-1), none (0), include (1) (spec 1 §4), as a radio
// group so arrow keys and screen readers work.
import { Button, ButtonGroup } from '@blueprintjs/core';
import type { TriState } from '../../lib/labels/label-filter.ts';

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
    <ButtonGroup role="radiogroup" aria-label={label} size="small">
      {STATES.map(({ state, icon, name, intent }) => (
        <Button
          key={state}
          role="radio"
          aria-checked={value === state}
          aria-label={`${name} ${label}`}
          title={name}
          icon={icon}
          intent={value === state ? intent : 'none'}
          active={value === state}
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
        />
      ))}
    </ButtonGroup>
  );
}
