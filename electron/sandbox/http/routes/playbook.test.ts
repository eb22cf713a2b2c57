// The playbook endpoints on the seeded sandbox (reference §4.9): P7 lists what runs on a check,
// P8 answers the parameters with defaults templated against the check, P6 validates and records
// a run; plus the PostgREST reads the run form's pickers make.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../server.ts';
import { renderDefault } from './playbook.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
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
