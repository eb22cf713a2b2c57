// The connection doctor in the organisation dialog: runs main's step-by-step check of the saved
// address (name lookup, proxy, connection, certificate, Mission Control answering, sign-in) and
// shows each step passed, failed with the real error and what to do, or skipped and why.
import { useEffect, useRef, useState } from 'react';
import { Button, Icon, type Intent, type IconName } from '@blueprintjs/core';
import type { DoctorReport, DoctorStep } from '../../../../../preload/contract/orgs.ts';
import { diagnoseOrg } from '../../../api/services/orgs.ts';
import './ConnectionDoctor.css';

const LOOK: Record<DoctorStep['status'], { icon: IconName; intent: Intent; label: string }> = {
  pass: { icon: 'tick-circle', intent: 'success', label: 'passed' },
  fail: { icon: 'error', intent: 'danger', label: 'failed' },
  skip: { icon: 'remove', intent: 'none', label: 'skipped' },
};

type State =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'done'; report: DoctorReport }
  | { kind: 'error'; message: string };

export function ConnectionDoctor({ orgId }: { orgId: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const run = async () => {
    setState({ kind: 'running' });
    try {
      setState({ kind: 'done', report: await diagnoseOrg(orgId) });
    } catch (error) {
      setState({ kind: 'error', message: (error as Error).message });
    }
  };
  // The steps appear below the dialog's fold: bring them (the failing one first) into view.
  const steps = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (state.kind !== 'done') return;
    const list = steps.current;
    const target = list?.querySelector('[data-status="fail"]') ?? list;
    target?.scrollIntoView({ block: 'nearest' });
  }, [state]);
  const failed = state.kind === 'done' ? state.report.steps.find((s) => s.status === 'fail') : null;
  return (
    <section className="mcd-doctor" aria-label="Connection doctor">
      <div className="mcd-doctor-head">
        <Button
          icon="pulse"
          text={state.kind === 'done' ? 'Diagnose again' : 'Diagnose connection'}
          loading={state.kind === 'running'}
          onClick={() => void run()}
        />
        {state.kind === 'done' && (
          <span className={failed ? 'mcd-text-danger' : 'mcd-text-success'} role="status">
            {failed ? `${failed.title} failed` : 'Every step passed'}
          </span>
        )}
        {state.kind === 'error' && (
          <span className="mcd-text-danger" role="status">
            The check could not run: {state.message}
          </span>
        )}
      </div>
      {state.kind === 'done' && (
        <ol className="mcd-doctor-steps" ref={steps}>
          {state.report.steps.map((step) => {
            const look = LOOK[step.status];
            return (
              <li key={step.id} data-step={step.id} data-status={step.status}>
                <Icon icon={look.icon} intent={look.intent} title={look.label} />
                <div>
                  <strong>{step.title}</strong>
                  <span className="mcd-muted"> · {step.detail}</span>
                  {step.fix && <div className="mcd-doctor-fix">{step.fix}</div>}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
