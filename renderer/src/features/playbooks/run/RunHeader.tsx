// The run page's header parts (spec 3 §2.10), in the detail frame: the heading (playbook, status,
// started, scheduled, duration, queued, triggered by and the resource) and the actions (Params
// opens the run's parameters; Re-run playbook starts the same playbook on the same resource with
// the same parameters; Approve when the run waits for approval and Cancel while it is unfinished,
// write on playbooks, disabled offline).
import { useState, type ReactNode } from 'react';
import { Button, HTMLTable } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router';
import {
  FINAL_RUN_STATUSES,
  approveRun,
  cancelRun,
  invalidateRun,
} from '../../../api/services/playbook-runs.ts';
import type { PlaybookRun } from '../../../api/services/playbook-runs.types.ts';
import { runPlaybook } from '../../../api/services/playbooks.ts';
import type { PlaybookResource } from '../../../api/services/playbooks.types.ts';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import { paths } from '../../../lib/routing/paths.ts';
import { Duration } from '../../../components/duration/Duration.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { useNow } from '../../../components/relative-time/useNow.ts';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';
import { useCan } from '../../../lib/permissions/PermissionsProvider.tsx';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { elapsedMs, paramsForRerun, queuedMs } from './run-model.ts';
import { StatusTag } from './StatusTag.tsx';

function resourceOf(run: PlaybookRun): PlaybookResource | undefined {
  if (run.config_id) return { kind: 'config', id: run.config_id };
  if (run.check_id) return { kind: 'check', id: run.check_id };
  if (run.component_id) return { kind: 'component', id: run.component_id };
  return undefined;
}

function ResourceLink({ run }: { run: PlaybookRun }) {
  if (run.config)
    return (
      <Link to={paths.catalogItem(run.config.id)}>
        <TypeIcon name={run.config.type} size={14} /> {run.config.name ?? run.config.id}
      </Link>
    );
  if (run.check)
    return (
      <Link to={paths.health({ checkId: run.check.id })}>
        <TypeIcon name={run.check.icon} size={14} fallback="heart" />{' '}
        {run.check.name ?? run.check.id}
      </Link>
    );
  if (run.component)
    return (
      <Link to={paths.topologyItem(run.component.id)}>
        <TypeIcon name={run.component.icon} size={14} fallback="cube" />{' '}
        {run.component.name ?? run.component.id}
      </Link>
    );
  return <span className="mc-pb-muted">—</span>;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mc-pb-field">
      <dt>{label}</dt>
      <dd aria-label={label}>{children}</dd>
    </div>
  );
}

const time = (value: string | null | undefined) =>
  value ? (
    <time dateTime={value} title={value}>
      {formatTimestamp(value)}
    </time>
  ) : (
    <span className="mc-pb-muted">—</span>
  );

const span = (ms: number | undefined) =>
  ms === undefined ? <span className="mc-pb-muted">—</span> : <Duration ms={ms} />;

/** Params: the run's parameters in a dialog. */
function ParamsButton({ run }: { run: PlaybookRun }) {
  const [paramsOpen, setParamsOpen] = useState(false);
  const params = Object.entries(run.parameters ?? {});
  return (
    <>
      <Button icon="properties" text="Params" onClick={() => setParamsOpen(true)} />
      <Modal isOpen={paramsOpen} size="small" title="Params" onClose={() => setParamsOpen(false)}>
        {params.length === 0 ? (
          <p className="mc-pb-muted">This run has no parameters.</p>
        ) : (
          <HTMLTable compact striped className="mc-pb-params-table" aria-label="Run parameters">
            <thead>
              <tr>
                <th>Name</th>
                <th>Value</th>
              </tr>
            </thead>
            <tbody>
              {params.map(([name, value]) => (
                <tr key={name}>
                  <td>{name}</td>
                  <td className="mc-pb-mono">
                    {typeof value === 'string' ? value : JSON.stringify(value)}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </Modal>
    </>
  );
}

/** Params, Approve (waiting for approval), Cancel (unfinished) and Re-run, beside the breadcrumb. */
export function RunActions({ orgId, run }: { orgId: string; run: PlaybookRun }) {
  const navigate = useNavigate();
  const canRun = useCan('write', 'playbooks');
  const final = FINAL_RUN_STATUSES.includes(run.status);
  const rerun = useMutationWithToast({
    mutationFn: () =>
      runPlaybook(orgId, {
        playbookId: run.playbook_id,
        resource: resourceOf(run),
        params: paramsForRerun(run.parameters),
      }),
  });
  const approve = useMutationWithToast({
    mutationFn: () => approveRun(orgId, run.id),
    success: 'Playbook run approved',
    invalidate: (client) => invalidateRun(client, run.id),
  });
  const cancel = useMutationWithToast({
    mutationFn: () => cancelRun(orgId, run.id),
    success: 'Playbook run cancelled',
    invalidate: (client) => invalidateRun(client, run.id),
  });
  const title = runTitle(run);
  return (
    <>
      <ParamsButton run={run} />
      {canRun && run.status === 'pending_approval' && (
        <GuardedButton
          icon="endorsed"
          intent="success"
          text="Approve"
          pending={approve.isPending}
          onClick={() => approve.mutate(undefined)}
        />
      )}
      {canRun && !final && (
        <GuardedButton
          icon="stop"
          text="Cancel run"
          pending={cancel.isPending}
          onClick={() => cancel.mutate(undefined)}
        />
      )}
      {canRun && (
        <GuardedButton
          icon="repeat"
          intent="primary"
          text="Re-run playbook"
          pending={rerun.isPending}
          pendingText="Running..."
          guard={{
            action: 'run-playbook',
            target: title,
            question: `Run the playbook ${title} again?`,
            confirmText: 'Re-run',
          }}
          onClick={() =>
            rerun.mutate(undefined, {
              onSuccess: (runId) => void navigate(paths.playbookRun(runId)),
            })
          }
        />
      )}
    </>
  );
}

export const runTitle = (run: PlaybookRun) =>
  run.playbooks?.title || run.playbooks?.name || 'Playbook run';

/** The playbook's icon, title and status, the run's fields and its error. */
export function RunHeading({ run }: { run: PlaybookRun }) {
  const now = useNow(1000);
  const final = FINAL_RUN_STATUSES.includes(run.status);
  const playbook = run.playbooks;
  const title = runTitle(run);
  const creator = typeof run.created_by === 'object' ? run.created_by : null;
  const approvals = run.playbook_approvals ?? [];
  return (
    <>
      <div className="mc-pb-run-title">
        <TypeIcon name={playbook?.icon} size={22} fallback="play" />
        <h1 className="bp6-heading">{title}</h1>
        <StatusTag status={run.status} />
      </div>
      <dl className="mc-pb-fields">
        <Field label="Playbook">
          {playbook ? (
            <Link to={paths.playbookRuns({ playbook: playbook.id })}>{title}</Link>
          ) : (
            run.playbook_id
          )}
        </Field>
        <Field label="Status">
          <StatusTag status={run.status} />
        </Field>
        <Field label="Resource">
          <ResourceLink run={run} />
        </Field>
        <Field label="Started">{time(run.start_time)}</Field>
        <Field label="Scheduled">{time(run.scheduled_time)}</Field>
        <Field label="Duration">
          {span(elapsedMs(run.start_time, final ? run.end_time : null, now))}
        </Field>
        <Field label="Queued">{span(queuedMs(run, now))}</Field>
        <Field label="Triggered by">
          {creator?.name ?? <span className="mc-pb-muted">—</span>}
        </Field>
        {approvals.length > 0 && (
          <Field label="Approved by">
            {approvals
              .map((a) =>
                typeof a.person_id === 'object' && a.person_id
                  ? a.person_id.name
                  : typeof a.team_id === 'object' && a.team_id
                    ? a.team_id.name
                    : null,
              )
              .filter(Boolean)
              .join(', ') || '—'}
          </Field>
        )}
      </dl>
      {run.error && run.status !== 'failed' && (
        <p className="mc-pb-run-error" role="alert">
          {run.error}
        </p>
      )}
    </>
  );
}
