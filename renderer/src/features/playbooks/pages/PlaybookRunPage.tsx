// /playbooks/runs/{id} (spec 3 §2.10): the run's header, its steps and the selected step's output,
// followed by polling until the run and the step are final. A missing run says so; cached data
// stays readable offline under the banner.
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { DetailPage } from '../../../components/detail-page/DetailPage.tsx';
import { itemCrumbs } from '../../../components/detail-page/DetailBreadcrumbs.tsx';
import { DetailRecord } from '../../../components/detail-page/DetailStatus.tsx';
import { useParams } from 'react-router';
import { useSearchParam } from '../../../lib/url-state/useSearchParam.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { paths } from '../../../lib/routing/paths.ts';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { usePlaybookRun, useRunAction } from '../hooks/usePlaybookRun.ts';
import { RunActions, RunHeading, runTitle } from '../run/RunHeader.tsx';
import { runSteps, selectedStep } from '../run/run-model.ts';
import { RunSteps } from '../run/RunSteps.tsx';
import { StepOutput } from '../run/StepOutput.tsx';
import '../playbooks.css';

const LIST_CRUMB = { text: 'Playbook runs', to: paths.playbookRuns(), icon: 'play' } as const;

export function PlaybookRunPage() {
  const orgId = useOrgId();
  const { id = '' } = useParams();
  const [wanted, setWanted] = useSearchParam('action', { replace: true });
  const { detail, actions } = usePlaybookRun(orgId, id);
  const run = detail.data?.run;
  const steps = run ? runSteps(run, actions.data ?? []) : [];
  const step = selectedStep(steps, wanted);
  const action = useRunAction(orgId, step?.action ?? null);
  // The 1 s poll of the selected action is fresher than the run's 2 s list.
  const shown =
    step && action.data && action.data.id === step.id
      ? { ...step, status: action.data.status, action: action.data }
      : step;

  return (
    <DetailRecord query={detail} record={run} what="playbook run" list={LIST_CRUMB}>
      {(run) => (
        <DetailPage
          kind="playbook-run"
          label="Playbook run"
          crumbs={itemCrumbs(LIST_CRUMB, runTitle(run))}
          actions={<RunActions orgId={orgId} run={run} />}
          heading={<RunHeading run={run} />}
        >
          <div className="mc-pb-run-body">
            {actions.isError && !actions.data ? (
              <QueryError error={actions.error} what="the run's actions" />
            ) : steps.length === 0 ? (
              <NoSteps pending={actions.isPending} status={run.status} />
            ) : (
              <>
                <RunSteps steps={steps} selectedId={step?.id ?? null} onSelect={setWanted} />
                {shown && (
                  <StepOutput
                    orgId={orgId}
                    step={shown}
                    result={action.data?.result}
                    loading={shown.action !== null && action.isPending}
                    runError={run.error}
                  />
                )}
              </>
            )}
          </div>
        </DetailPage>
      )}
    </DetailRecord>
  );
}

function NoSteps({ pending, status }: { pending: boolean; status: string }) {
  return (
    <NonIdealState
      icon={pending ? undefined : 'time'}
      title={pending ? <Spinner size={20} /> : 'No steps yet'}
      description={
        status === 'pending_approval'
          ? 'The run waits for approval.'
          : status === 'scheduled' || status === 'pending'
            ? 'The run has not started yet.'
            : undefined
      }
    />
  );
}
