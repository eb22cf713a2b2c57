// The connection doctor in the organisation dialog: runs main's step-by-step check of the saved
// address (name lookup, proxy, connection, certificate, Mission Control answering, sign-in) and
// shows each step passed, failed with the real error and what to do, or skipped and why; and
// 'Diagnose connection' from an organisation's offline or unavailable banner (issue 36 item 5):
// the doctor on its own and already running, so a broken organisation is one step from what is
// wrong and what to do.
import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Icon, type Intent, type IconName } from '@blueprintjs/core';
import type { DoctorStep, Org } from '../../../../../preload/contract/orgs.ts';
import { diagnoseOrg } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { Modal } from '../../../components/modal/Modal.tsx';
import './ConnectionDoctor.css';

const LOOK: Record<DoctorStep['status'], { icon: IconName; intent: Intent; label: string }> = {
  pass: { icon: 'tick-circle', intent: 'success', label: 'passed' },
  fail: { icon: 'error', intent: 'danger', label: 'failed' },
  skip: { icon: 'remove', intent: 'none', label: 'skipped' },
};

/** `autoRun`: the check starts when the doctor opens (from a banner's 'Diagnose connection'). */
export function ConnectionDoctor({ orgId, autoRun = false }: { orgId: string; autoRun?: boolean }) {
  const check = useMutation({ mutationFn: () => diagnoseOrg(orgId) }, appQueryClient);
  const { mutate } = check;
  useEffect(() => {
    if (autoRun) mutate();
  }, [autoRun, mutate]);
  const report = check.data;
  // The steps appear below the dialog's fold: bring them (the failing one first) into view.
  const steps = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!report) return;
    const list = steps.current;
    const target = list?.querySelector('[data-status="fail"]') ?? list;
    target?.scrollIntoView({ block: 'nearest' });
  }, [report]);
  const failed = report?.steps.find((s) => s.status === 'fail');
  return (
    <section className="mcd-doctor" aria-label="Connection doctor">
      <div className="mcd-doctor-head">
        <Button
          icon="pulse"
          text={report ? 'Diagnose again' : 'Diagnose connection'}
          loading={check.isPending}
          onClick={() => check.mutate()}
        />
        {report && (
          <span className={failed ? 'mcd-text-danger' : 'mcd-text-success'} role="status">
            {failed ? `${failed.title} failed` : 'Every step passed'}
          </span>
        )}
        {check.isError && (
          <span className="mcd-text-danger" role="status">
            The check could not run: {check.error.message}
          </span>
        )}
      </div>
      {report && (
        <ol className="mcd-doctor-steps" ref={steps}>
          {report.steps.map((step) => {
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

export function DiagnoseDialog({ org, onClose }: { org: Org; onClose: () => void }) {
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={`Diagnose ${org.name}`}
      icon="pulse"
      footer={<Button text="Close" onClick={onClose} />}
    >
      <ConnectionDoctor orgId={org.id} autoRun />
    </Modal>
  );
}
