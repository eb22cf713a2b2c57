// Kubeconfig per organisation: downloaded once from `GET /api/kubeconfig` (each download mints a
// non-expiring token on the server, reference §4.11, so the stored copy is reused until the user
// asks to regenerate), validated, kept in the keychain, and exported to a 0600 file written
// atomically. Where it goes is main's choice, never the renderer's: a native save dialog in
// Electron (`chooseExportPath`), else a fixed folder with one file per organisation, named from
// the org's validated host and a hash of its id, never from the name the user typed. The token
// each download mints is identified (the one token the server lists after the download that it
// did not list before) and revoked when the kubeconfig is regenerated or the org removed.
import { createHash } from 'node:crypto';
import { lstat, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type {
  KubeconfigExportResult,
  KubeconfigStatus,
} from '../../preload/contract/kubeconfig.ts';
import { DesktopError } from '../../preload/contract/result.ts';
import { deleteToken, listsTokens, type BackendCaller } from '../auth/backend-calls.ts';
import {
  fetchBackend,
  type BackendFetchOptions,
  type BackendTarget,
  type BackendTransport,
} from '../gateway/backend-fetch.ts';
import { GatewayFailure } from '../gateway/gateway-error.ts';
import type { OrgRecord, OrgRegistry } from '../orgs/org-registry.ts';
import type { SecretStore } from '../secrets/secret-store.ts';
import { removeStaleTempFiles, writeFileAtomic } from '../secrets/write-file-atomic.ts';
import { MAX_KUBECONFIG_BYTES, validateKubeconfig } from './validate-kubeconfig.ts';

export interface KubeconfigServiceOptions {
  registry: OrgRegistry;
  secrets: SecretStore;
  target: (orgId: string) => Promise<BackendTarget>;
  /** The org's `Authorization` value, for a request to `target` (refused for any other). */
  credential: (orgId: string, target: BackendTarget) => Promise<string | null>;
  onUnauthorized: (orgId: string) => void;
  transport: BackendTransport;
  fetchOptions?: BackendFetchOptions;
  /** The user's home folder (tests pass a temp dir): its `.kube/config` is never replaced. */
  homeDir: string;
  /** The fixed folder of exports when there is no save dialog (browser mode): `<user data>/kubeconfigs`. */
  exportDir: string;
  /**
   * Asks the user where to save (Electron's native save dialog, electron/adapters); null when they
   * cancel. Absent in browser mode, where the file goes to `exportDir`.
   */
  chooseExportPath?: ((defaultPath: string) => Promise<string | null>) | undefined;
  platform?: NodeJS.Platform;
  now?: () => Date;
}

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

async function looksLikeKubeconfig(file: string): Promise<boolean> {
  try {
    const info = await lstat(file);
    if (info.size > MAX_KUBECONFIG_BYTES) return false;
    const data = parseYaml(await readFile(file, 'utf8'), { maxAliasCount: 20 }) as unknown;
    return (
      typeof data === 'object' && data !== null && ('clusters' in data || 'apiVersion' in data)
    );
  } catch {
    return false;
  }
}

export function createKubeconfigService(options: KubeconfigServiceOptions): KubeconfigService {
  const { registry, secrets } = options;
  const now = options.now ?? (() => new Date());
  const exportDir = path.resolve(options.exportDir);
  // An export the last run was killed in leaves its temp file beside the exports (issue 39 item 10).
  removeStaleTempFiles(exportDir);
  const platform = options.platform ?? process.platform;
  const userKubeconfig = path.resolve(options.homeDir, '.kube', 'config');
  const samePath = (a: string, b: string) =>
    platform === 'win32' || platform === 'darwin' ? a.toLowerCase() === b.toLowerCase() : a === b;

  function status(orgId: string): KubeconfigStatus {
    const meta = registry.require(orgId).kubeconfig;
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

  const caller: BackendCaller = { transport: options.transport, options: options.fetchOptions };

  /** Token ids the server lists, or null when the list cannot be read (never throws). */
  async function tokenIds(target: BackendTarget, credential: string): Promise<Set<string> | null> {
    const listed = await listsTokens(caller, target, credential).catch(() => null);
    return listed ? new Set(listed.map((token) => token.id)) : null;
  }

  /** Revokes `ids`; answers the ones still on the server (a 404 means already gone). */
  async function revokeIds(
    target: BackendTarget,
    credential: string,
    ids: readonly string[],
  ): Promise<string[]> {
    const left: string[] = [];
    for (const id of ids) {
      const response = await deleteToken(caller, target, credential, id).catch(() => null);
      const gone =
        response !== null &&
        ((response.status >= 200 && response.status < 300) || response.status === 404);
      if (!gone) left.push(id);
    }
    return left;
  }

  /** Token ids listed now that were not in `before` (none when either list cannot be read). */
  async function mintedSince(
    before: Set<string> | null,
    target: BackendTarget,
    credential: string,
  ): Promise<string[]> {
    const after = before ? await tokenIds(target, credential) : null;
    return before && after ? [...after].filter((id) => !before.has(id)) : [];
  }

  async function fetchAndKeep(orgId: string): Promise<KubeconfigStatus> {
    const record = registry.require(orgId);
    const target = await options.target(orgId);
    const credential = await options.credential(orgId, target);
    if (!credential)
      throw new DesktopError(
        'NEEDS_SIGN_IN',
        `Sign in to ${record.name} before downloading its kubeconfig.`,
      );
    const host = new URL(target.baseUrl).host;
    // The download mints a token and does not say its id: the one new id in the list is it.
    const before = await tokenIds(target, credential);
    let text: string;
    try {
      const response = await fetchBackend(
        options.transport,
        target,
        {
          uiPath: '/api/kubeconfig',
          headers: new Headers({ accept: 'text/yaml, application/yaml, */*' }),
          credential,
        },
        { ...options.fetchOptions, maxResponseBytes: MAX_KUBECONFIG_BYTES },
      );
      if (response.status === 401) {
        if (response.credentialSent) options.onUnauthorized(orgId);
        throw new DesktopError(
          'NEEDS_SIGN_IN',
          `${host} asks you to sign in again before downloading a kubeconfig.`,
        );
      }
      if (response.status === 403) {
        throw new DesktopError(
          'FORBIDDEN',
          `Your account on ${host} may not download a kubeconfig (it needs kubernetes-proxy:create).`,
        );
      }
      if (response.status !== 200)
        throw new DesktopError(
          'KUBECONFIG_DOWNLOAD_FAILED',
          `${host} answered HTTP ${response.status} to the kubeconfig download.`,
        );
      text = new TextDecoder('utf-8', { fatal: false }).decode(response.body);
    } catch (error) {
      if (!(error instanceof GatewayFailure)) throw error;
      // The server may have minted the token before the body broke off or ran over the cap.
      await revokeIds(target, credential, await mintedSince(before, target, credential));
      if (error.kind === 'too-large') {
        throw new DesktopError(
          'KUBECONFIG_INVALID',
          `The kubeconfig from the server was not kept: it is larger than ${MAX_KUBECONFIG_BYTES / 1024} KB. The previous one (if any) is unchanged.`,
        );
      }
      throw new DesktopError(
        'KUBECONFIG_DOWNLOAD_FAILED',
        `${error.message} The previous kubeconfig (if any) is unchanged.`,
      );
    }
    const minted = await mintedSince(before, target, credential);
    const tokenId = minted.length === 1 ? (minted[0] ?? null) : null;
    let valid: ReturnType<typeof validateKubeconfig>;
    try {
      valid = validateKubeconfig(text, new URL(target.baseUrl).host);
    } catch (error) {
      // A kubeconfig we do not keep must not leave its token behind on the server.
      if (tokenId) await revokeIds(target, credential, [tokenId]);
      throw error;
    }
    await secrets.set(orgId, 'kubeconfig', valid.text);
    // The previous kubeconfig is replaced: its token (and earlier failures) are revoked now.
    const previous = record.kubeconfig;
    const stale = [
      ...(previous?.unrevokedTokenIds ?? []),
      ...(previous?.tokenId ? [previous.tokenId] : []),
    ].filter((id) => id !== tokenId);
    const unrevoked = stale.length > 0 ? await revokeIds(target, credential, stale) : [];
    registry.change(orgId, (current) => ({
      ...current,
      kubeconfig: {
        downloadedAt: now().toISOString(),
        server: valid.server,
        context: valid.context,
        warnings: valid.warnings,
        exportedPath: current.kubeconfig?.exportedPath ?? null,
        tokenId,
        unrevokedTokenIds: unrevoked,
      },
    }));
    return status(orgId);
  }

  async function revoke(record: OrgRecord): Promise<void> {
    const meta = record.kubeconfig;
    const ids = [...(meta?.unrevokedTokenIds ?? []), ...(meta?.tokenId ? [meta.tokenId] : [])];
    if (ids.length === 0) return;
    const target = await options.target(record.id);
    const credential = await options.credential(record.id, target).catch(() => null);
    if (!credential)
      throw new Error(
        `The kubeconfig's access token could not be revoked (not signed in); delete it on the server.`,
      );
    const left = await revokeIds(target, credential, ids);
    if (registry.get(record.id))
      registry.change(record.id, (current) => ({
        ...current,
        kubeconfig: current.kubeconfig
          ? {
              ...current.kubeconfig,
              tokenId: meta?.tokenId && left.includes(meta.tokenId) ? meta.tokenId : null,
              unrevokedTokenIds: left.filter((id) => id !== meta?.tokenId),
            }
          : current.kubeconfig,
      }));
    if (left.length > 0)
      throw new Error(
        `The server did not revoke the kubeconfig's access token (${left.join(', ')}); delete it on the server.`,
      );
  }

  async function ownExportPath(record: OrgRecord): Promise<string> {
    await mkdir(exportDir, { recursive: true, mode: 0o700 });
    const file = path.join(exportDir, exportFileName(record));
    if (path.dirname(file) !== exportDir)
      throw new DesktopError('INTERNAL', 'The export path left its folder.');
    return file;
  }

  /** A path the user picked in the save dialog: checked as carefully as any other input. */
  async function checkChosenPath(chosen: string): Promise<string> {
    if (!path.isAbsolute(chosen) || chosen.includes('\0'))
      throw new DesktopError('INVALID_PATH', 'Choose a full path for the kubeconfig file.');
    const file = path.resolve(chosen);
    if (samePath(file, userKubeconfig))
      throw new DesktopError(
        'INVALID_PATH',
        `${file} holds your other clusters and is never replaced; choose another name.`,
      );
    const base = path.basename(file);
    if (!/\.(ya?ml|kubeconfig|conf)$/i.test(base) && base !== 'config') {
      throw new DesktopError(
        'INVALID_PATH',
        'Save the kubeconfig as a .yaml, .yml, .kubeconfig or "config" file.',
      );
    }
    const existing = await lstat(file).catch(() => null);
    if (existing && !existing.isFile())
      throw new DesktopError('INVALID_PATH', `${file} exists and is not a regular file.`);
    // Only a kubeconfig may be replaced: a mistaken or hostile path must not clobber other files.
    if (existing && !(await looksLikeKubeconfig(file))) {
      throw new DesktopError(
        'INVALID_PATH',
        `${file} exists and is not a kubeconfig; choose another name.`,
      );
    }
    const parent = await lstat(path.dirname(file)).catch(() => null);
    if (!parent?.isDirectory())
      throw new DesktopError('INVALID_PATH', `The folder ${path.dirname(file)} does not exist.`);
    return file;
  }

  return {
    status,
    revoke,
    download: async (orgId) => {
      const current = status(orgId);
      if (current.stored && (await secrets.get(orgId, 'kubeconfig')) !== null)
        return { ...current, reused: true };
      return { ...(await fetchAndKeep(orgId)), reused: false };
    },
    regenerate: (orgId) => fetchAndKeep(orgId),
    export: async (orgId) => {
      let text = registry.require(orgId).kubeconfig ? await secrets.get(orgId, 'kubeconfig') : null;
      if (text === null) {
        await fetchAndKeep(orgId);
        text = await secrets.get(orgId, 'kubeconfig');
      }
      if (text === null)
        throw new DesktopError(
          'KUBECONFIG_MISSING',
          'The kubeconfig could not be read back from the keychain.',
        );
      const record = registry.require(orgId);
      const own = await ownExportPath(record);
      let file = own;
      if (options.chooseExportPath) {
        const chosen = await options.chooseExportPath(own);
        if (chosen === null) return { cancelled: true };
        file = await checkChosenPath(chosen);
      }
      await writeFileAtomic(file, text, 0o600);
      registry.change(orgId, (current) => ({
        ...current,
        kubeconfig: current.kubeconfig
          ? { ...current.kubeconfig, exportedPath: file }
          : current.kubeconfig,
      }));
      return { cancelled: false, path: file, ...shellCommands(file, platform) };
    },
    purge: async (record) => {
      const own = path.join(exportDir, exportFileName(record));
      if ((await lstat(own).catch(() => null))?.isFile()) await rm(own, { force: true });
      const chosen = record.kubeconfig?.exportedPath;
      if (chosen && chosen !== own && (await lstat(chosen).catch(() => null))?.isFile()) {
        // A file the user picked is removed only while it still holds exactly what we wrote.
        const ours = await secrets.get(record.id, 'kubeconfig').catch(() => null);
        const current = await readFile(chosen, 'utf8').catch(() => null);
        if (ours !== null && current === ours) await rm(chosen, { force: true });
        else throw new Error(`${chosen} was changed since it was exported and was left in place.`);
      }
      await secrets.delete(record.id, 'kubeconfig');
    },
  };
}
