// Seed generator, playbooks domain: realistic playbook specs (parameters, actions, resource
// filters), runs over the past week in every status — a few left scheduled/pending/running so
// the ticker has work — with their actions and approvals.
import type { SeedContext } from './context.ts';
import { configsOfType } from './context.ts';
import { LOCAL_AGENT_ID } from './ids.ts';
import { PLAYBOOK_DEFS as DEFS, type PlaybookDef } from './playbook-defs.ts';
import { finishedResult, startedResult } from './playbook-output.ts';

const DAY = 24 * 60;

function actionSpec(action: PlaybookDef['actions'][number]): object {
  switch (action.kind) {
    case 'exec':
      return {
        name: action.name,
        exec: {
          script: `kubectl ${action.name.replace('-', ' ')} {{.config.name}} -n {{.config.tags.namespace}}`,
        },
      };
    case 'http':
      return { name: action.name, http: { url: '{{.check.spec.endpoint}}', method: 'GET' } };
    case 'notification':
      return {
        name: action.name,
        notification: {
          connection: 'connection://mission-control/slack',
          title: 'Playbook {{.playbook.name}} finished',
          message: 'Run {{.run.id}}',
        },
      };
    case 'gitops':
      return {
        name: action.name,
        gitops: {
          repo: {
            url: 'https://github.com/acme/infra',
            base: 'main',
            branch: 'scale-{{.config.name}}',
          },
          commit: { message: 'chore: scale {{.config.name}}' },
        },
      };
  }
}

const RUN_STATUSES = [
  ['completed', 12],
  ['failed', 3],
  ['cancelled', 0.5],
  ['timed_out', 0.3],
  ['pending_approval', 0.4],
] as const;

export function generatePlaybooks(ctx: SeedContext): void {
  const rng = ctx.rng('playbooks');
  const { users } = ctx.refs;
  for (const [i, def] of DEFS.entries()) {
    const id = ctx.id('playbook', def.name);
    const spec = {
      title: def.title,
      description: def.description,
      category: def.category,
      icon: def.icon,
      ...(def.configTypes.length
        ? { configs: [{ types: def.configTypes }] }
        : { checks: [{ types: ['http', 'tcp'] }] }),
      parameters: def.parameters,
      actions: def.actions.map(actionSpec),
      ...(def.approval
        ? {
            approval: {
              type: 'any',
              approvers: { people: ['commander@sandbox.local', 'admin@sandbox.local'] },
            },
          }
        : {}),
    };
    ctx.add('playbooks', {
      id,
      namespace: 'mission-control',
      name: def.name,
      title: def.title,
      icon: def.icon,
      description: def.description,
      spec,
      created_by: users.editor,
      source: i < 2 ? 'KubernetesCRD' : 'UI',
      category: def.category,
      created_at: ctx.ago((60 - i) * DAY),
      // No draw for a playbook added later: the runs after it keep their seeded values.
      updated_at: ctx.ago((def.noRuns ? 3 : rng.int(1, 20)) * DAY),
      deleted_at: null,
    });
    if (def.noRuns) continue;
    ctx.refs.playbooks.push({
      id,
      name: def.name,
      actions: def.actions.map((a) => a.name),
      configTypes: def.configTypes,
    });
  }

  const total = ctx.spec.playbookRuns;
  for (let r = 0; r < total; r++) {
    const playbook = rng.pick(ctx.refs.playbooks);
    // The newest few runs are still in flight so the ticker can advance them.
    const inFlight =
      r >= total - 4
        ? (['scheduled', 'pending', 'running', 'running'] as const)[r - (total - 4)]
        : undefined;
    const status = inFlight ?? rng.weighted(RUN_STATUSES);
    const minutesAgo = inFlight ? rng.int(0, 3) : rng.int(10, 7 * DAY);
    const start = ctx.ago(minutesAgo);
    const duration = rng.int(5, 240);
    const finished = !inFlight && status !== 'pending_approval';
    const target = playbook.configTypes[0] ? configsOfType(ctx, playbook.configTypes[0]) : [];
    const config = target.length ? rng.pick(target) : null;
    const check = !config && ctx.refs.checks.length ? rng.pick(ctx.refs.checks) : null;
    const id = ctx.id('playbook_run', r);
    ctx.add('playbook_runs', {
      id,
      playbook_id: playbook.id,
      spec: {},
      status,
      created_at: start,
      start_time:
        status === 'scheduled' || status === 'pending' || status === 'pending_approval'
          ? null
          : start,
      scheduled_time: start,
      end_time: finished ? new Date(start.getTime() + duration * 1000) : null,
      timeout: 1_800_000_000_000,
      created_by: rng.pick([users.admin, users.editor, users.commander]),
      notification_send_id: null,
      check_id: check?.id ?? null,
      config_id: config?.id ?? null,
      component_id: null,
      parameters: playbook.name === 'scale-deployment' ? { replicas: String(rng.int(1, 6)) } : {},
      request: null,
      agent_id: config?.agentId ?? LOCAL_AGENT_ID,
      parent_id: null,
      error:
        status === 'failed'
          ? rng.pick([
              'exit status 1',
              'context deadline exceeded',
              'forbidden: cannot patch deployments',
            ])
          : null,
    });
    if (!finished && status !== 'running') continue;
    for (const [a, name] of playbook.actions.entries()) {
      const last = a === playbook.actions.length - 1;
      const actionStatus =
        status === 'running'
          ? a === 0
            ? 'running'
            : 'scheduled'
          : status === 'failed' && last
            ? 'failed'
            : status === 'cancelled' && last
              ? 'skipped'
              : 'completed';
      const aStart = new Date(start.getTime() + a * 2000);
      ctx.add('playbook_run_actions', {
        id: ctx.id('playbook_run_action', `${r}:${a}`),
        name,
        status: actionStatus,
        retry_count: 0,
        playbook_run_id: id,
        start_time: actionStatus === 'scheduled' ? null : aStart,
        scheduled_time: aStart,
        end_time:
          actionStatus === 'running' || actionStatus === 'scheduled'
            ? null
            : new Date(aStart.getTime() + 1500),
        result:
          actionStatus === 'completed' || actionStatus === 'failed'
            ? finishedResult(name, aStart, actionStatus === 'completed')
            : actionStatus === 'running'
              ? startedResult(name, aStart)
              : null,
        is_pushed: false,
        agent_id: config?.agentId ?? LOCAL_AGENT_ID,
        error: actionStatus === 'failed' ? 'exit status 1' : null,
      });
    }
    if (status === 'completed' && rng.chance(0.1)) {
      ctx.add('playbook_approvals', {
        id: ctx.id('playbook_approval', r),
        run_id: id,
        person_id: users.commander,
        team_id: null,
        created_at: start,
      });
    }
  }
}
