// GET /snapshot/topology/{id} (T12, reference §4.4) against the real seeded sandbox over HTTP:
// a zip that reads back, with the component's tree, checks, statuses, logs and related rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startSeededSandbox } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import { readZip } from '../../../electron/sandbox/snapshot/zip.ts';

let sandbox: RunningSandbox;

async function snapshot(path: string) {
  const res = await fetch(`${sandbox.url}/api/snapshot/topology/${path}`, {
    headers: { Authorization: `Bearer ${sandbox.adminToken}` },
  });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

const componentWith = async (where: string) =>
  (
    await sandbox.db.query<{ id: string }>(
      `SELECT id FROM components c WHERE ${where} ORDER BY name LIMIT 1`,
    )
  ).rows[0]?.id ?? '';

const json = (files: Map<string, Buffer>, name: string) =>
  JSON.parse(files.get(name)?.toString('utf8') ?? 'null') as Record<string, unknown>[];

beforeAll(async () => {
  sandbox = await startSeededSandbox();
});
afterAll(async () => sandbox.close());

describe('GET /snapshot/topology/{id}', () => {
  it('downloads a zip with the tree, its checks and their statuses since start', async () => {
    const cluster = await componentWith(`type = 'KubernetesCluster'`);
    const { res, body } = await snapshot(`${cluster}?start=1h&related=false`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"/]+\.zip"$/);
    const files = readZip(body);
    expect([...files.keys()]).toEqual(
      expect.arrayContaining([
        'snapshot.json',
        'components.json',
        'checks.json',
        'check_statuses.json',
      ]),
    );
    expect(files.has('config_items.json')).toBe(false);
    const [tree] = json(files, 'components.json');
    expect(tree?.id).toBe(cluster);
    expect((tree?.components as unknown[]).length).toBeGreaterThan(0);
    expect(json(files, 'checks.json').length).toBeGreaterThan(0);
    const statuses = json(files, 'check_statuses.json');
    expect(statuses.length).toBeGreaterThan(0);
    const since = Date.now() - 3_600_000 - 60_000;
    for (const s of statuses) expect(Date.parse(String(s.time))).toBeGreaterThanOrEqual(since);
  });

  it('includes the logs of a component with log selectors, in either format', async () => {
    const store = await componentWith(`name = 'Online Store'`);
    const text = readZip((await snapshot(`${store}?start=5m`)).body);
    const log = [...text.keys()].find((n) => n.startsWith('logs-') && n.endsWith('.log'));
    expect(log).toBeDefined();
    expect(text.get(log ?? '')?.toString('utf8')).toMatch(/^\[\d{4}-\d\d-\d\dT[^\]]+\] .+/);
    const asJson = readZip((await snapshot(`${store}?start=5m&logFormat=json`)).body);
    const file = [...asJson.keys()].find((n) => n.startsWith('logs-') && n.endsWith('.json'));
    const parsed = JSON.parse(asJson.get(file ?? '')?.toString('utf8') ?? '{}') as {
      logs?: unknown[];
    };
    expect(parsed.logs?.length).toBeGreaterThan(0);
  });

  it('adds related components, configs and incidents with related=true', async () => {
    const app = await componentWith(
      `EXISTS (SELECT 1 FROM component_relationships r WHERE r.component_id = c.id)
       AND EXISTS (SELECT 1 FROM config_component_relationships r WHERE r.component_id = c.id)`,
    );
    const files = readZip((await snapshot(`${app}?related=true`)).body);
    expect(json(files, 'components.json').length).toBeGreaterThan(1);
    expect(json(files, 'config_items.json').length).toBeGreaterThan(0);
    for (const name of [
      'config_changes.json',
      'config_analysis.json',
      'incidents.json',
      'evidences.json',
    ])
      expect(Array.isArray(json(files, name)), name).toBe(true);
  });

  it('answers 404 for a component that does not exist', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const { res, body } = await snapshot(id);
      expect(res.status).toBe(404);
      expect(JSON.parse(body.toString('utf8'))).toEqual({ error: `component ${id} not found` });
    }
  });
});
