// PostgREST behaviour on the real seeded schema (in memory, small scale): the reference's console
// queries that embed through views, and mission-control's /db/playbooks write guard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startSeededSandbox } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import { client, rows } from './helpers.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSeededSandbox();
});
afterAll(async () => sandbox.close());

describe('console queries on the seeded schema (embeds traced through views)', () => {
  it('answers the reference calls that embed from or into views', async () => {
    const call = client(sandbox);
    const queries = [
      '/api/db/agents_summary?select=*,created_by(id,name,avatar,email)&order=created_at.desc&limit=5&offset=0',
      '/api/db/config_analysis_items?select=id,analyzer,config:configs(id,name,config_class,type)&limit=2&order=first_observed.desc',
      '/api/db/analysis_by_component?limit=2&select=analysis_id,config:configs(id,name,analysis:config_analysis(id,severity))',
      '/api/db/team_components?select=*,team:teams(*, created_by(id,name,avatar,email))&limit=2',
      '/api/db/team_members?select=person_id,team_id(id,name,icon)&limit=2',
      '/api/db/topologies_with_status?select=*,created_by(id,name,avatar,email),agent:agent_id(id,name,description)&limit=2',
      '/api/db/notifications_summary?select=*,person:person_id(id,name),team:team_id(id,name)&limit=2',
    ];
    for (const q of queries) {
      const r = await call(q, { headers: { Prefer: 'count=exact' } });
      expect(r.status, `${q}: ${r.text.slice(0, 200)}`).toBeLessThan(300);
      expect(Array.isArray(r.json), q).toBe(true);
    }
    const agents = rows(
      await call(
        '/api/db/agents_summary?select=name,created_by(email)&created_by=not.is.null&limit=1',
      ),
    );
    expect(agents[0]?.created_by).toEqual({ email: expect.any(String) as unknown });
  });
});

describe('/db/playbooks write guard (reference §3.5)', () => {
  it('requires a spec, forces source UI, and protects non-UI playbooks', async () => {
    const call = client(sandbox);
    const headers = { 'Content-Type': 'application/json', Prefer: 'return=representation' };
    const noSpec = await call('/api/db/playbooks', {
      method: 'POST',
      headers,
      body: '{"name":"x"}',
    });
    expect(noSpec.status).toBe(400);
    const crd = await call('/api/db/playbooks', {
      method: 'POST',
      headers,
      body: '{"name":"x","spec":{},"source":"KubernetesCRD"}',
    });
    expect(crd.status).toBe(400);
    const created = await call('/api/db/playbooks?select=id,source', {
      method: 'POST',
      headers,
      body: '{"name":"guarded","spec":{"actions":[{"name":"a","exec":{"script":"true"}}]}}',
    });
    expect(created.status).toBe(201);
    const row = rows(created)[0]!;
    expect(row.source).toBe('UI');
    const unfiltered = await call('/api/db/playbooks?name=eq.guarded', {
      method: 'PATCH',
      headers,
      body: '{"title":"t"}',
    });
    expect(unfiltered.status).toBe(400);
    const ok = await call(`/api/db/playbooks?id=eq.${String(row.id)}&select=title`, {
      method: 'PATCH',
      headers,
      body: '{"title":"t"}',
    });
    expect(ok.json).toEqual([{ title: 't' }]);
    const resource = await call(`/api/db/playbooks?id=eq.${String(row.id)}`, {
      method: 'PATCH',
      headers,
      body: '{"source":"KubernetesCRD"}',
    });
    expect(resource.status).toBe(400);
    await sandbox.db.query(`UPDATE playbooks SET source = 'KubernetesCRD' WHERE id = $1`, [row.id]);
    const locked = await call(`/api/db/playbooks?id=eq.${String(row.id)}`, {
      method: 'DELETE',
      headers,
    });
    expect(locked.status).toBe(409);
  });
});
