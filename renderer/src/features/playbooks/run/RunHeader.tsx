// The run page's header parts (spec 3 §2.10), in the detail frame: the heading (playbook, status,
// started, scheduled, duration, queued, triggered by and the resource) and the actions (Params
// opens the run's parameters; Re-run playbook starts the same playbook on the same resource with
// the same parameters; Approve when the run waits for approval and Cancel while it is unfinished,
// write on playbooks, disabled offline).
import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
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
import { DialogButton } from '../../../components/action/DialogButton.tsx';
import { paths } from '../../../lib/routing/paths.ts';
import type { Column } from '../../../components/data-table/column.ts';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { DetailFacts } from '../../../components/detail-page/DetailFacts.tsx';
import { Duration } from '../../../components/duration/Duration.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { useNow } from '../../../components/relative-time/useNow.ts';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { StatusTag } from '../../../components/status-tag/StatusTag.tsx';
import { RUN_STATUS } from '../../../lib/vocabulary/run-status.ts';
import { configIdsOf } from '../../../components/playbook-run/configs-param.ts';
import { runDurationMs } from '../../../components/playbook-run/run-duration.tsx';
import { paramsForRerun, queuedMs } from './run-model.ts';

/** The resources a run may name: the route of each one's page, and its icon when it has none. */
const RESOURCES = [
  { kind: 'config', to: (id: string) => paths.catalogItem(id), fallback: undefined },
  { kind: 'check', to: (id: string) => paths.health({ checkId: id }), fallback: 'heart' },
  { kind: 'component', to: (id: string) => paths.topologyItem(id), fallback: 'cube' },
] as const;

function resourceOf(run: PlaybookRun): PlaybookResource | undefined {
  const kind = RESOURCES.find((r) => run[`${r.kind}_id`])?.kind;
  return kind && { kind, id: run[`${kind}_id`]! };
}

function resourceLink(run: PlaybookRun): ReactNode {
  const resource = RESOURCES.find((r) => run[r.kind]);
  const row = resource && run[resource.kind];
  if (!resource || !row) return null;
  const icon = resource.kind === 'config' ? row.type : row.icon;
  return (
    <Link to={resource.to(row.id)}>
      <TypeIcon name={icon} size={14} fallback={resource.fallback} /> {row.name ?? row.id}
    </Link>
  );
}

const time = (value: string | null | undefined) =>
  value && (
    <time dateTime={value} title={value}>
      {formatTimestamp(value)}
    </time>
  );

const span = (ms: number | undefined) => ms !== undefined && <Duration ms={ms} />;

type Param = [name: string, value: unknown];

/** A value; the catalog items a `configs` parameter names (spec 4 §2.13) as links to them. */
function ParamValue({ value }: { value: unknown }) {
  const ids = configIdsOf(value);
  if (ids.length > 0)
    return (
      <span className="mc-pb-mono mc-pb-param-links">
        {ids.map((id) => (
          <Link key={id} to={paths.catalogItem(id)}>
            {id}
          </Link>
        ))}
      </span>
    );
  return (
    <span className="mc-pb-mono">{typeof value === 'string' ? value : JSON.stringify(value)}</span>
  );
}

const PARAM_COLUMNS: Column<Param>[] = [
  { id: 'name', header: 'Name', cell: ([name]) => name },
  {
    id: 'value',
    header: 'Value',
    cell: ([, value]) => <ParamValue value={value} />,
  },
];

/** Params: the run's parameters in a dialog. */
const paramsButton = (run: PlaybookRun) => (
  <DialogButton
    local
    icon="properties"
    text="Params"
    dialog={(close) => (
      <Modal isOpen size="small" title="Params" onClose={close}>
        <DataTable
          aria-label="Run parameters"
          columns={PARAM_COLUMNS}
          rows={Object.entries(run.parameters ?? {})}
          getRowId={([name]) => name}
          emptyText="This run has no parameters."
          pagination="none"
        />
      </Modal>
    )}
  />
);

/** Params, Approve (waiting for approval), Cancel (unfinished) and Re-run, beside the breadcrumb. */
export function RunActions({ orgId, run }: { orgId: string; run: PlaybookRun }) {
  const navigate = useNavigate();
  const final = FINAL_RUN_STATUSES.includes(run.status);
  const rerun = useMutationWithToast({
    mutationFn: () =>
      runPlaybook(orgId, {
        playbookId: run.playbook_id,
        resource: resourceOf(run),
        params: paramsForRerun(run.parameters),
      }),
  });
  const change = (call: typeof approveRun, success: string) => ({
    mutationFn: () => call(orgId, run.id),
    success,
    invalidate: (client: QueryClient) => invalidateRun(client, run.id),
  });
  const approve = useMutationWithToast(change(approveRun, 'Playbook run approved'));
  const cancel = useMutationWithToast(change(cancelRun, 'Playbook run cancelled'));
  const title = runTitle(run);
  return (
    <>
      {paramsButton(run)}
      {run.status === 'pending_approval' && (
        <GuardedButton
          resource="playbooks"
          icon="endorsed"
          intent="success"
          text="Approve"
          pending={approve.isPending}
          onClick={() => approve.mutate(undefined)}
        />
      )}
      {!final && (
        <GuardedButton
          resource="playbooks"
          icon="stop"
          text="Cancel run"
          pending={cancel.isPending}
          onClick={() => cancel.mutate(undefined)}
        />
      )}
      <GuardedButton
        resource="playbooks"
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
    </>
  );
}

function approvedBy(approvals: NonNullable<PlaybookRun['playbook_approvals']>): string {
  const names = approvals.map((a) =>
    typeof a.person_id === 'object' && a.person_id
      ? a.person_id.name
      : typeof a.team_id === 'object' && a.team_id
        ? a.team_id.name
        : null,
  );
  return names.filter(Boolean).join(', ') || '—';
}

export const runTitle = (run: PlaybookRun) =>
  run.playbooks?.title || run.playbooks?.name || 'Playbook run';

/** The playbook's icon, title and status, the run's fields and its error. */
export function RunHeading({ run }: { run: PlaybookRun }) {
  const now = useNow(1000);
  const playbook = run.playbooks;
  const title = runTitle(run);
  const creator = typeof run.created_by === 'object' ? run.created_by : null;
  const approvals = run.playbook_approvals ?? [];
  const status = <StatusTag vocabulary={RUN_STATUS} value={run.status} round />;
  return (
    <>
      <div className="mc-pb-run-title">
        <TypeIcon name={playbook?.icon} size={22} fallback="play" />
        <h1 className="bp6-heading">{title}</h1>
        {status}
      </div>
      <DetailFacts
        facts={[
          [
            'Playbook',
            playbook ? (
              <Link to={paths.playbookRuns({ playbook: playbook.id })}>{title}</Link>
            ) : (
              run.playbook_id
            ),
          ],
          ['Status', status],
          ['Resource', resourceLink(run)],
          ['Started', time(run.start_time)],
          ['Scheduled', time(run.scheduled_time)],
          ['Duration', span(runDurationMs(run, now))],
          ['Queued', span(queuedMs(run, now))],
          ['Triggered by', creator?.name],
          ...(approvals.length > 0 ? [['Approved by', approvedBy(approvals)] as const] : []),
        ]}
      />
      {run.error && run.status !== 'failed' && (
        <p className="mc-pb-run-error" role="alert">
          {run.error}
        </p>
      )}
    </>
  );
}
