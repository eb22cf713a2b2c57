// The run's steps (spec 3 §2.10): each with its status and duration; skipped actions cannot be
// selected; the selected step is kept in the URL (`?action=`).
import { Icon } from '@blueprintjs/core';
import { Duration } from '../../../components/duration/Duration.tsx';
import { useNow } from '../../../components/relative-time/useNow.ts';
import { lookup } from '../../../lib/vocabulary/vocabulary.ts';
import { RUN_STATUS } from '../../../lib/vocabulary/run-status.ts';
import { runDurationMs } from '../../../components/playbook-run/run-duration.tsx';
import type { RunStep } from './run-model.ts';

export function RunSteps(props: {
  steps: readonly RunStep[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const now = useNow(1000);
  return (
    <nav className="mc-pb-steps" aria-label="Steps">
      <ul role="listbox" aria-label="Run steps">
        {props.steps.map((step) => {
          const look = lookup(RUN_STATUS, step.status);
          const selected = step.id === props.selectedId;
          return (
            <li
              key={step.id}
              role="option"
              aria-selected={selected}
              aria-disabled={!step.selectable}
              tabIndex={step.selectable ? 0 : -1}
              className={`mc-pb-step${selected ? ' mc-pb-step-selected' : ''}${step.selectable ? '' : ' mc-pb-step-disabled'}`}
              title={step.selectable ? step.name : `${step.name} was skipped`}
              onClick={() => step.selectable && props.onSelect(step.id)}
              onKeyDown={(event) => {
                if (step.selectable && (event.key === 'Enter' || event.key === ' ')) {
                  event.preventDefault();
                  props.onSelect(step.id);
                }
              }}
            >
              <Icon
                icon={look.icon ?? 'circle'}
                intent={look.intent}
                size={14}
                title={look.label}
                className={step.status === 'running' ? 'mc-pb-spin' : undefined}
              />
              <span className="mc-pb-step-name">{step.name}</span>
              <span className="mc-pb-step-time">
                <Duration ms={runDurationMs(step, now)} />
              </span>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
