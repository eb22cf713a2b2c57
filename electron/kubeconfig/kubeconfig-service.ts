// Kubeconfig per organisation: downloaded once from `GET /api/kubeconfig` (each download mints a
// non-expiring token on the server, reference §4.11, so the stored copy is reused until the user
// asks to regenerate), validated, kept in the keychain, and exported to a 0600 file written
// atomically. Where it goes is main's choice, never the renderer's: a native save dialog in
// Electron (`chooseExportPath`), else a fixed folder with one file per organisation, named from
// the org's validated host and a hash of its id, never from the name the user typed. The token
// each download mints is identified (the one token the server lists after the download that it
// did not list before) and revoked when the kubeconfig is regenerated or the org removed.
import { createHash } from 'node:crypto';
import { lstat, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type {
  KubeconfigExportResult,
  KubeconfigStatus,
} from '../../preload/contract/kubeconfig.ts';
import { DesktopError } from '../../preload/contract/result.ts';
import type { OrgRecord } from '../orgs/org-registry.ts';
import { removeStaleTempFiles, writeFileAtomic } from '../secrets/write-file-atomic.ts';
import { checkChosenPath, ownExportPath } from './export-path.ts';
import type { KubeconfigContext, KubeconfigServiceOptions } from './kubeconfig-context.ts';
import { fetchAndKeep, revokeKubeconfigTokens } from './kubeconfig-download.ts';

export type { KubeconfigServiceOptions } from './kubeconfig-context.ts';

export interface KubeconfigService {
  status(orgId: string): KubeconfigStatus;
  download(orgId: string): Promise<KubeconfigStatus & { reused: boolean }>;
  regenerate(orgId: string): Promise<KubeconfigStatus>;
  /** Writes the kubeconfig where main decides (dialog or fixed folder); the renderer names no path. */
  export(orgId: string): Promise<KubeconfigExportResult>;
  /** Removal step: deletes exported files and the stored kubeconfig. */
  purge(record: OrgRecord): Promise<void>;
  /**
   * Removal step, run while the org is still signed in: revokes the kubeconfig's token (and any
   * earlier one whose revocation failed) on the server. Throws, naming what is left, on failure.
   */
  revoke(record: OrgRecord): Promise<void>;
}

/** `<host>-<hash of id>.yaml`: only [a-z0-9.-], whatever the org is called. */
export function exportFileName(record: Pick<OrgRecord, 'id' | 'host' | 'kind'>): string {
  const host =
    record.kind === 'sandbox' ? 'sandbox' : record.host.toLowerCase().replace(/[^a-z0-9.-]+/g, '-');
  const safe =
    host
      .replace(/^[.-]+|[.-]+$/g, '')
      .replace(/\.{2,}/g, '.')
      .slice(0, 60) || 'org';
  return `${safe}-${createHash('sha256').update(record.id).digest('hex').slice(0, 8)}.yaml`;
}

export function shellCommands(
  file: string,
  platform: NodeJS.Platform,
): { shell: 'posix' | 'powershell'; setEnvCommand: string; verifyCommand: string } {
  if (platform === 'win32') {
    return {
      shell: 'powershell',
      setEnvCommand: `$env:KUBECONFIG = '${file.replace(/'/g, "''")}'`,
      verifyCommand: 'kubectl get canaries',
    };
  }
  return {
    shell: 'posix',
    setEnvCommand: `export KUBECONFIG='${file.replace(/'/g, `'\\''`)}'`,
    verifyCommand: 'kubectl get canaries',
  };
}

function status(ctx: KubeconfigContext, orgId: string): KubeconfigStatus {
  const meta = ctx.registry.require(orgId).kubeconfig;
  return {
    orgId,
    stored: meta !== null,
    downloadedAt: meta?.downloadedAt ?? null,
    server: meta?.server ?? null,
    context: meta?.context ?? null,
    warnings: meta?.warnings ?? [],
    exportedPath: meta?.exportedPath ?? null,
  };
}

/** The stored copy when there is one (the download's token lives on), else a new download. */
async function download(
  ctx: KubeconfigContext,
  orgId: string,
): Promise<KubeconfigStatus & { reused: boolean }> {
  const current = status(ctx, orgId);
  if (current.stored && (await ctx.secrets.get(orgId, 'kubeconfig')) !== null)
    return { ...current, reused: true };
  await fetchAndKeep(ctx, orgId);
  return { ...status(ctx, orgId), reused: false };
}

async function exportKubeconfig(
  ctx: KubeconfigContext,
  orgId: string,
): Promise<KubeconfigExportResult> {
  const { registry, secrets } = ctx;
  let text = registry.require(orgId).kubeconfig ? await secrets.get(orgId, 'kubeconfig') : null;
  if (text === null) {
    await fetchAndKeep(ctx, orgId);
    text = await secrets.get(orgId, 'kubeconfig');
  }
  if (text === null)
    throw new DesktopError(
      'KUBECONFIG_MISSING',
      'The kubeconfig could not be read back from the keychain.',
    );
  const own = await ownExportPath(ctx.exportDir, exportFileName(registry.require(orgId)));
  let file = own;
  if (ctx.options.chooseExportPath) {
    const chosen = await ctx.options.chooseExportPath(own);
    if (chosen === null) return { cancelled: true };
    file = await checkChosenPath(chosen, ctx.userKubeconfig, ctx.platform);
  }
  await writeFileAtomic(file, text, 0o600);
  registry.change(orgId, (current) => ({
    ...current,
    kubeconfig: current.kubeconfig
      ? { ...current.kubeconfig, exportedPath: file }
      : current.kubeconfig,
  }));
  return { cancelled: false, path: file, ...shellCommands(file, ctx.platform) };
}

/** Deletes the exported files (a chosen one only while it is unchanged) and the stored copy. */
async function purge(ctx: KubeconfigContext, record: OrgRecord): Promise<void> {
  const own = path.join(ctx.exportDir, exportFileName(record));
  if ((await lstat(own).catch(() => null))?.isFile()) await rm(own, { force: true });
  const chosen = record.kubeconfig?.exportedPath;
  if (chosen && chosen !== own && (await lstat(chosen).catch(() => null))?.isFile()) {
    // A file the user picked is removed only while it still holds exactly what we wrote.
    const ours = await ctx.secrets.get(record.id, 'kubeconfig').catch(() => null);
    const current = await readFile(chosen, 'utf8').catch(() => null);
    if (ours !== null && current === ours) await rm(chosen, { force: true });
    else throw new Error(`${chosen} was changed since it was exported and was left in place.`);
  }
  await ctx.secrets.delete(record.id, 'kubeconfig');
}

export function createKubeconfigService(options: KubeconfigServiceOptions): KubeconfigService {
  const exportDir = path.resolve(options.exportDir);
  // An export the last run was killed in leaves its temp file beside the exports (issue 39 item 10).
  removeStaleTempFiles(exportDir);
  const ctx: KubeconfigContext = {
    options,
    registry: options.registry,
    secrets: options.secrets,
    caller: { transport: options.transport, options: options.fetchOptions },
    now: options.now ?? (() => new Date()),
    exportDir,
    platform: options.platform ?? process.platform,
    userKubeconfig: path.resolve(options.homeDir, '.kube', 'config'),
  };
  return {
    status: (orgId) => status(ctx, orgId),
    revoke: (record) => revokeKubeconfigTokens(ctx, record),
    download: (orgId) => download(ctx, orgId),
    regenerate: async (orgId) => {
      await fetchAndKeep(ctx, orgId);
      return status(ctx, orgId);
    },
    export: (orgId) => exportKubeconfig(ctx, orgId),
    purge: (record) => purge(ctx, record),
  };
}
