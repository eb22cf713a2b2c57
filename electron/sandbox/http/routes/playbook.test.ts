// The playbook endpoints on the seeded sandbox (reference §4.9): P7 lists what runs on a check,
// P8 answers the parameters with defaults templated against the check, P6 validates and records
// a run; plus the PostgREST reads the run form's pickers make.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../server.ts';
import { startSeededSandbox } from '../../test-support/seeded-sandbox.ts';
import { renderDefault } from './playbook.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSeededSandbox();
});
afterAll(async () => sandbox.close());

async function call(path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${sandbox.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: {
      Authorization: `Bearer ${sandbox.adminToken}`,
      Accept: 'application/json',
      'Content-Type': 'application/json',
    },
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as unknown) : undefined };
}

interface Param {
  name: string;
  type?: string;
  default?: string;
  properties?: { format?: string };
}
interface Listed {
  id: string;
  name: string;
  parameters: Param[];
}

async function httpCheck(): Promise<{ id: string; namespace: string }> {
  const r = await call('/api/db/checks?type=eq.http&select=id,namespace&limit=1');
  const row = (r.json as { id: string; namespace: string }[])[0];
  if (!row) throw new Error('the seed has no http check');
  return row;
}

async function playbookOnCheck(checkId: string, name: string): Promise<Listed> {
  const list = await call(`/api/playbook/list?check_id=${checkId}`);
  expect(list.status).toBe(200);
  const found = (list.json as Listed[]).find((p) => p.name === name);
  if (!found) throw new Error(`${name} is not runnable on check ${checkId}`);
  return found;
}

describe('seeded playbooks on checks', () => {
  it('offer one playbook with every parameter type and text format, and one with none', async () => {
    const check = await httpCheck();
    const tune = await playbookOnCheck(check.id, 'tune-check');
    const types = new Set(tune.parameters.map((p) => p.type));
    for (const type of [
      'code',
      'checkbox',
      'list',
      'team',
      'people',
      'component',
      'config',
      'check',
      'text',
    ])
      expect(types, type).toContain(type);
    const formats = new Set(tune.parameters.map((p) => p.properties?.format));
    for (const format of ['bytes', 'millicores', 'dns1123', 'number', 'email', 'url', 'date'])
      expect(formats, format).toContain(format);
    expect((await playbookOnCheck(check.id, 'diagnose-check')).parameters).toEqual([]);
  });

  it('templates defaults against the check (P8)', async () => {
    const check = await httpCheck();
    const tune = await playbookOnCheck(check.id, 'tune-check');
    const r = await call(`/api/playbook/${tune.id}/params`, { id: tune.id, check_id: check.id });
    expect(r.status).toBe(200);
    const params = (r.json as { params: Param[] }).params;
    expect(params.find((p) => p.name === 'namespace')?.default).toBe(check.namespace);
    expect(params.find((p) => p.name === 'memory')?.default).toBe('256Mi');
  });

  it('renders paths, empties dead ends and leaves other templates alone', () => {
    const env = { check: { name: 'api', labels: { team: 'sre' }, spec: { a: 1 } } };
    expect(renderDefault('{{.check.name}}-{{ .check.labels.team }}', env)).toBe('api-sre');
    expect(renderDefault('{{.check.missing.deeper}}', env)).toBe('');
    expect(renderDefault('{{.check.spec}}', env)).toBe('{"a":1}');
    expect(renderDefault('{{ now }}', env)).toBe('{{ now }}');
  });
});

describe('running a playbook (P6)', () => {
  it('records the run with its parameters and answers its id', async () => {
    const check = await httpCheck();
    const tune = await playbookOnCheck(check.id, 'tune-check');
    const params = { namespace: 'prod', severity: 'high', reason: 'probe times out', cpu: '250m' };
    const r = await call('/api/playbook/run', { id: tune.id, check_id: check.id, params });
    expect(r.status).toBe(201);
    const runId = (r.json as { run_id: string }).run_id;
    const run = await call(`/api/db/playbook_runs?id=eq.${runId}&select=check_id,parameters`);
    expect(run.json).toEqual([{ check_id: check.id, parameters: params }]);
  });

  it('refuses unknown and missing required parameters, and playbooks not for checks', async () => {
    const check = await httpCheck();
    const tune = await playbookOnCheck(check.id, 'tune-check');
    const unknown = await call('/api/playbook/run', {
      id: tune.id,
      check_id: check.id,
      params: { namespace: 'prod', severity: 'low', reason: 'x', colour: 'red' },
    });
    expect(unknown).toEqual({
      status: 400,
      json: expect.objectContaining({ error: 'unknown parameter colour' }) as unknown,
    });
    const missing = await call('/api/playbook/run', {
      id: tune.id,
      check_id: check.id,
      params: { namespace: 'prod', severity: 'low' },
    });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ error: 'parameter reason is required' });
    const all = await call('/api/playbook/list');
    const restart = (all.json as Listed[]).find((p) => p.name === 'restart-deployment')!;
    const wrong = await call('/api/playbook/run', { id: restart.id, check_id: check.id });
    expect(wrong.status).toBe(403);
  });
});

describe('the configs parameter (spec 4 §2.13)', () => {
  it('is seeded on a playbook, takes a JSON selector and refuses anything else', async () => {
    const check = await httpCheck();
    const annotate = await playbookOnCheck(check.id, 'annotate-configs');
    expect(annotate.parameters).toEqual([expect.objectContaining({ type: 'configs' })]);
    const run = (configs: string) =>
      call('/api/playbook/run', { id: annotate.id, check_id: check.id, params: { configs } });
    expect((await run('{"search":"type=Kubernetes::Deployment"}')).status).toBe(201);
    expect(await run('not json')).toMatchObject({
      status: 400,
      json: { error: 'invalid configs parameter (configs). not a valid resource selector' },
    });
  });
});

describe('PostgREST reads behind the run form pickers', () => {
  it('answers teams, people, components, configs and checks as the pickers ask', async () => {
    const queries = [
      '/api/db/teams?deleted_at=is.null&select=id,name,icon&order=name.asc&limit=100',
      '/api/db/people?deleted_at=is.null&email=not.is.null&select=id,name,email,type&order=name.asc&limit=100',
      '/api/db/components?deleted_at=is.null&select=id,name,type,namespace&name=ilike.*a*&order=name.asc&limit=100',
      '/api/db/configs?deleted_at=is.null&select=id,name,type,namespace,config_class&type=eq.Kubernetes::Deployment&order=name.asc&limit=100',
      '/api/db/checks?deleted_at=is.null&select=id,name,type,namespace&type=in.(http,tcp)&order=name.asc&limit=100',
      '/api/db/checks?deleted_at=is.null&select=id,name,type&or=(and(type.eq.http),and(type.eq.tcp))&limit=100',
    ];
    for (const q of queries) {
      const r = await call(q);
      expect(r.status, q).toBe(200);
      const rows = r.json as { id: string; type?: string }[];
      expect(rows.length, q).toBeGreaterThan(0);
      if (q.includes('Kubernetes::Deployment'))
        expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['Kubernetes::Deployment']));
      if (q.includes('checks'))
        for (const row of rows) expect(['http', 'tcp'], q).toContain(row.type);
    }
  });
});

describe('approvals and cancelling (P13)', () => {
  async function deployment(): Promise<string> {
    const r = await call('/api/db/config_items?type=eq.Kubernetes::Deployment&select=id&limit=1');
    const row = (r.json as { id: string }[])[0];
    if (!row) throw new Error('the seed has no deployment');
    return row.id;
  }

  it('holds a run of a playbook with approvers until it is approved, then schedules it', async () => {
    const configId = await deployment();
    const all = await call('/api/playbook/list');
    const rollback = (all.json as Listed[]).find((p) => p.name === 'rollback-deployment')!;
    const started = await call('/api/playbook/run', { id: rollback.id, config_id: configId });
    expect(started.status).toBe(201);
    const runId = (started.json as { run_id: string }).run_id;
    const before = await call(`/api/db/playbook_runs?id=eq.${runId}&select=status`);
    expect(before.json).toEqual([{ status: 'pending_approval' }]);

    const approved = await call(`/api/playbook/run/approve/${runId}`, {});
    expect(approved).toEqual({ status: 200, json: { message: 'playbook run approved' } });
    const after = await call(
      `/api/db/playbook_runs?id=eq.${runId}&select=status,playbook_approvals(person_id)`,
    );
    const row = (after.json as { status: string; playbook_approvals: unknown[] }[])[0]!;
    expect(row.status).toBe('scheduled');
    expect(row.playbook_approvals).toHaveLength(1);
    const again = await call(`/api/playbook/run/approve/${runId}`, {});
    expect(again.status).toBe(400);
  });

  it('cancels an unfinished run and refuses a finished one', async () => {
    const configId = await deployment();
    const all = await call('/api/playbook/list');
    const restart = (all.json as Listed[]).find((p) => p.name === 'restart-deployment')!;
    const started = await call('/api/playbook/run', { id: restart.id, config_id: configId });
    const runId = (started.json as { run_id: string }).run_id;
    const cancelled = await call(`/api/playbook/run/cancel/${runId}`, {});
    expect(cancelled).toEqual({ status: 200, json: { message: 'playbook run cancelled' } });
    const after = await call(`/api/db/playbook_runs?id=eq.${runId}&select=status,end_time`);
    expect(after.json).toEqual([{ status: 'cancelled', end_time: expect.any(String) as unknown }]);
    const twice = await call(`/api/playbook/run/cancel/${runId}`, {});
    expect(twice.status).toBe(400);
    const missing = await call(`/api/playbook/run/cancel/00000000-0000-0000-0000-00000000abcd`, {});
    expect(missing.status).toBe(404);
  });

  it('seeds finished actions with stdout and timestamped logs', async () => {
    const r = await call('/api/db/playbook_run_actions?status=eq.completed&select=result&limit=5');
    for (const { result } of r.json as { result: { stdout: string; logs: string } }[]) {
      expect(result.stdout.split('\n').length).toBeGreaterThan(3);
      expect(result.logs).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ INFO/);
    }
  });
});

describe('playbook writes (P5, guarded)', () => {
  async function write(method: string, path: string, body: unknown) {
    const res = await fetch(`${sandbox.url}/api/db/${path}`, {
      method,
      body: JSON.stringify(body),
      headers: {
        Authorization: `Bearer ${sandbox.adminToken}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
      },
    });
    const text = await res.text();
    return { status: res.status, json: text ? (JSON.parse(text) as unknown) : undefined };
  }
  const spec = { actions: [{ name: 'hello', exec: { script: 'echo hi' } }] };

  it('creates, updates and soft-deletes a UI playbook; refuses invalid specs', async () => {
    const bad = await write('POST', 'playbooks', {
      name: 'bad',
      title: 'Bad',
      spec: { actions: [] },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      error: 'playbook validation failed: spec.actions: at least one action is required',
    });
    const created = await write('POST', 'playbooks', { name: 'e2e-hello', title: 'Hello', spec });
    expect(created.status).toBe(201);
    const row = (created.json as { id: string; source: string }[])[0]!;
    expect(row.source).toBe('UI');
    const badPatch = await write('PATCH', `playbooks?id=eq.${row.id}`, { spec: {} });
    expect(badPatch.status).toBe(400);
    const noId = await write('PATCH', 'playbooks?name=eq.e2e-hello', { title: 'x' });
    expect(noId.status).toBe(400);
    const patched = await write('PATCH', `playbooks?id=eq.${row.id}`, { title: 'Hello 2' });
    expect(patched.status).toBe(200);
    const deleted = await write('PATCH', `playbooks?id=eq.${row.id}`, { deleted_at: 'now()' });
    expect(deleted.status).toBe(200);
    const crd = await call('/api/db/playbooks?source=eq.KubernetesCRD&select=id&limit=1');
    const crdId = (crd.json as { id: string }[])[0]!.id;
    expect((await write('PATCH', `playbooks?id=eq.${crdId}`, { title: 'x' })).status).toBe(409);
  });
});
