// A fresh Sandbox for the console replay, and the ids the replay takes from its own data.
// Small scale: a copy of the database `npm run build` seeded (out/sandbox-template) when that
// copy was seeded from the current schema and seed sources, else a small seed in memory (a few
// seconds either way). Large scale: a copy of the large database in MCD_REPLAY_LARGE_DIR when set
// (the benchmark stage's, tests/bench/run.ts), else a large seed in memory (about a minute on the
// CI machine).
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sourcesHash } from '../../../scripts/sandbox-template.ts';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox/server.ts';
import type { ReplayIds } from './console-pages.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const templateDir = path.join(repoRoot, 'out/sandbox-template');
const templateStamp = path.join(repoRoot, 'out/sandbox-template.hash');

export interface ReplaySandbox {
  sandbox: RunningSandbox;
  /** How the database was made, for the test log. */
  source: string;
  close(): Promise<void>;
}

function templateIsCurrent(): boolean {
  return (
    existsSync(path.join(templateDir, 'PG_VERSION')) &&
    existsSync(templateStamp) &&
    readFileSync(templateStamp, 'utf8') === sourcesHash(repoRoot)
  );
}

/** A Sandbox on a data dir in a temp folder, made by `start`; the folder goes on close. */
async function inTempFolder(
  source: string,
  start: (dataDir: string) => Promise<RunningSandbox>,
): Promise<ReplaySandbox> {
  const folder = mkdtempSync(path.join(tmpdir(), 'mcd-replay-'));
  try {
    const sandbox = await start(path.join(folder, 'db'));
    return {
      sandbox,
      source,
      close: async () => {
        await sandbox.close();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

export async function startReplaySandbox(scale: 'small' | 'large'): Promise<ReplaySandbox> {
  if (scale === 'small' && templateIsCurrent())
    return inTempFolder('copy of out/sandbox-template', (dataDir) =>
      startSandbox({ dataDir, templateDir }),
    );
  const largeDir = process.env.MCD_REPLAY_LARGE_DIR;
  if (scale === 'large' && largeDir) {
    if (!existsSync(path.join(largeDir, 'PG_VERSION')))
      throw new Error(`MCD_REPLAY_LARGE_DIR (${largeDir}) holds no database`);
    return inTempFolder(`copy of ${largeDir}`, (dataDir) => {
      cpSync(largeDir, dataDir, { recursive: true });
      return startSandbox({ dataDir, scale });
    });
  }
  const sandbox = await startSandbox({ scale });
  return { sandbox, source: `${scale} seed in memory`, close: () => sandbox.close() };
}

/** GET under /api with the admin token; the parsed JSON, or null when not 2xx. */
async function get(sandbox: RunningSandbox, apiPath: string): Promise<unknown> {
  const res = await fetch(`${sandbox.url}/api${apiPath}`, {
    headers: { Authorization: `Bearer ${sandbox.adminToken}`, Accept: 'application/json' },
  });
  return res.ok ? ((await res.json()) as unknown) : null;
}

async function firstId(
  sandbox: RunningSandbox,
  queries: string[],
  pick: (row: Record<string, unknown>) => unknown,
): Promise<string | null> {
  for (const q of queries) {
    const rows = await get(sandbox, q);
    if (!Array.isArray(rows)) continue;
    for (const row of rows as Record<string, unknown>[]) {
      const value = pick(row);
      if (typeof value === 'string' && value) return value;
    }
  }
  return null;
}

/**
 * The ids the console would have in its URLs, read from the Sandbox: the signed-in admin, a check
 * of a canary, a config (one with access rows when the Sandbox has them) and an incident (one with
 * config evidence when there is one, the case the console's incident page crashed on).
 */
export async function resolveIds(sandbox: RunningSandbox): Promise<ReplayIds> {
  const whoami = (await get(sandbox, '/auth/whoami')) as {
    payload?: { user?: { id?: string } };
  } | null;
  const adminId = whoami?.payload?.user?.id;
  const check = (await get(
    sandbox,
    '/db/checks?select=id,canary_id&canary_id=not.is.null&deleted_at=is.null&order=name.asc&limit=1',
  )) as { id: string; canary_id: string }[] | null;
  const configId = await firstId(
    sandbox,
    [
      '/db/config_access_summary?select=config_id&limit=1',
      '/db/config_items?select=id&deleted_at=is.null&order=name.asc&limit=1',
    ],
    (r) => r.config_id ?? r.id,
  );
  const incidentId = await firstId(
    sandbox,
    [
      '/db/evidences?type=eq.config&select=hypothesis:hypotheses(incident_id)&limit=1',
      '/db/incidents?select=id&order=created_at.desc&limit=1',
    ],
    (r) => (r.hypothesis as { incident_id?: string } | null)?.incident_id ?? r.id,
  );
  // The playbook MCP rules name in the seed (electron/sandbox/seed/permissions.ts).
  const playbookId = await firstId(
    sandbox,
    ['/db/playbook_names?select=id&name=eq.restart-deployment&limit=1'],
    (r) => r.id,
  );
  const views = await viewIds(sandbox);
  const missing = Object.entries({ adminId, check: check?.[0], configId, incidentId, playbookId })
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length > 0 || !adminId || !check?.[0] || !configId || !incidentId || !playbookId)
    throw new Error(`the Sandbox has no ${missing.join(', ')} to replay with`);
  return {
    adminId,
    checkId: check[0].id,
    canaryId: check[0].canary_id,
    configId,
    incidentId,
    playbookId,
    hourAgo: new Date(Date.now() - 3_600_000).toISOString(),
    ...views,
  };
}

type ViewIds = Pick<
  ReplayIds,
  | 'clusterViewId'
  | 'clusterFp'
  | 'deploymentId'
  | 'deploymentViewId'
  | 'tabCluster'
  | 'tabNamespace'
  | 'tabDeployment'
>;

/** The seeded views the console's view pages open: ids, a fingerprint and a tab's variables. */
async function viewIds(sandbox: RunningSandbox): Promise<ViewIds> {
  const idOf = async (name: string) =>
    (
      (await get(sandbox, `/db/views_summary?namespace=eq.mc&name=eq.${name}&select=id`)) as
        { id: string }[] | null
    )?.[0]?.id;
  const clusterViewId = await idOf('cluster-overview');
  const deploymentViewId = await idOf('deployment');
  const cluster = clusterViewId
    ? ((await get(sandbox, `/view/metadata/${clusterViewId}`)) as { requestFingerprint?: string })
    : null;
  const deploymentId = await firstId(
    sandbox,
    ['/db/config_items?select=id&type=eq.Kubernetes::Deployment&deleted_at=is.null&limit=1'],
    (r) => r.id,
  );
  const vars =
    deploymentViewId && deploymentId
      ? ((await get(
          sandbox,
          `/view/display-plugin-variables/${deploymentViewId}?config_id=${deploymentId}`,
        )) as Record<string, string> | null)
      : null;
  if (!clusterViewId || !cluster?.requestFingerprint || !deploymentViewId || !deploymentId || !vars)
    throw new Error('the Sandbox has no seeded cluster overview or deployment tab to replay with');
  return {
    clusterViewId,
    clusterFp: cluster.requestFingerprint,
    deploymentId,
    deploymentViewId,
    tabCluster: vars.cluster ?? '',
    tabNamespace: vars.namespace ?? '',
    tabDeployment: vars.deployment ?? '',
  };
}
