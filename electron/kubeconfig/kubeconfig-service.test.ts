import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openOrgRegistry, sandboxRecord } from '../orgs/org-registry.ts';
import { createSecretStore } from '../secrets/secret-store.ts';
import { memoryKeytar } from '../secrets/testing/memory-keytar.ts';
import { createKubeconfigService, exportFileName, shellCommands } from './kubeconfig-service.ts';

describe('exportFileName', () => {
  it('comes from the validated host and an id hash, never from the name', () => {
    const base = { id: 'f3c1b2a0-1111-2222-3333-444455556666', kind: 'remote' as const };
    expect(exportFileName({ ...base, host: 'mc.example.com' })).toMatch(
      /^mc\.example\.com-[0-9a-f]{8}\.yaml$/,
    );
    expect(exportFileName({ ...base, host: '127.0.0.1:8080' })).toMatch(
      /^127\.0\.0\.1-8080-[0-9a-f]{8}\.yaml$/,
    );
    for (const hostile of ['../../.ssh/authorized_keys', '..', '/etc/passwd', 'a\\..\\b', '']) {
      const name = exportFileName({ ...base, host: hostile });
      expect(name).toMatch(/^[a-z0-9][a-z0-9.-]*-[0-9a-f]{8}\.yaml$/);
      expect(name).not.toContain('..');
      expect(path.basename(name)).toBe(name);
    }
    expect(exportFileName({ ...base, kind: 'sandbox', host: 'x' })).toMatch(/^sandbox-/);
  });
});

describe('shellCommands', () => {
  it('quotes the path for the shell', () => {
    expect(shellCommands("/home/o'neil/.kube/x.yaml", 'linux').setEnvCommand).toBe(
      `export KUBECONFIG='/home/o'\\''neil/.kube/x.yaml'`,
    );
    expect(shellCommands("C:\\Users\\o'neil\\x.yaml", 'win32')).toMatchObject({
      shell: 'powershell',
      setEnvCommand: "$env:KUBECONFIG = 'C:\\Users\\o''neil\\x.yaml'",
    });
  });
});

describe('kubeconfig export: main chooses where', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mcd-kube-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  function setUp(chooseExportPath?: (defaultPath: string) => Promise<string | null>) {
    const registry = openOrgRegistry({ dir: path.join(dir, 'data'), withSandbox: false });
    const record = registry.insert({
      ...sandboxRecord(new Date()),
      id: 'org-1',
      kind: 'remote',
      baseUrl: 'https://mc.example.com',
      host: 'mc.example.com',
    });
    const secrets = createSecretStore({
      keytar: memoryKeytar().keytar,
      dir: path.join(dir, 'secrets'),
    });
    registry.change(record.id, (r) => ({
      ...r,
      kubeconfig: {
        downloadedAt: 'x',
        server: null,
        context: null,
        warnings: [],
        exportedPath: null,
        tokenId: null,
        unrevokedTokenIds: [],
      },
    }));
    const service = createKubeconfigService({
      registry,
      secrets,
      target: () => Promise.reject(new Error('no network in this test')),
      credential: () => Promise.resolve(null),
      onUnauthorized: () => undefined,
      transport: () => Promise.reject(new Error('no network in this test')),
      homeDir: path.join(dir, 'home'),
      exportDir: path.join(dir, 'data', 'kubeconfigs'),
      chooseExportPath,
    });
    return { registry, record, secrets, service };
  }

  it('browser mode: writes to its own folder, one file per organisation, never ~/.kube/config', async () => {
    const { record, secrets, service } = setUp();
    await secrets.set(record.id, 'kubeconfig', 'apiVersion: v1\n');
    await mkdir(path.join(dir, 'home', '.kube'), { recursive: true });
    await writeFile(path.join(dir, 'home', '.kube', 'config'), 'apiVersion: v1\n# mine\n');
    const written = await service.export(record.id);
    expect(written).toMatchObject({
      path: path.join(dir, 'data', 'kubeconfigs', exportFileName(record)),
    });
    expect(await readFile(path.join(dir, 'home', '.kube', 'config'), 'utf8')).toMatch(/# mine/);
    // The request carries no path: the contract refuses one from the renderer.
    const { contract } = await import('../../preload/contract/channels.ts');
    const request = contract['kubeconfig:export'].request;
    expect(request.safeParse({ orgId: record.id }).success).toBe(true);
    expect(
      request.safeParse({ orgId: record.id, path: path.join(dir, 'home', '.kube', 'config') })
        .success,
    ).toBe(false);
  });

  it('removes the temp file of an export the last run was killed in', async () => {
    const exports = path.join(dir, 'data', 'kubeconfigs');
    await mkdir(exports, { recursive: true });
    const stale = path.join(exports, '.mc.example.com-0123abcd.yaml.0123456789ab.tmp');
    await writeFile(stale, 'apiVersion: v1\n# half');
    createKubeconfigService({
      registry: openOrgRegistry({ dir: path.join(dir, 'data'), withSandbox: false }),
      secrets: createSecretStore({ keytar: memoryKeytar().keytar, dir: path.join(dir, 'secrets') }),
      target: () => Promise.reject(new Error('no network in this test')),
      credential: () => Promise.resolve(null),
      onUnauthorized: () => undefined,
      transport: () => Promise.reject(new Error('no network in this test')),
      homeDir: path.join(dir, 'home'),
      exportDir: exports,
    });
    await expect(readFile(stale, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('Electron: asks the save dialog, writes nothing when cancelled, and checks what was chosen', async () => {
    let answer: string | null = null;
    const asked: string[] = [];
    const { registry, record, secrets, service } = setUp((defaultPath) => {
      asked.push(defaultPath);
      return Promise.resolve(answer);
    });
    await secrets.set(record.id, 'kubeconfig', 'apiVersion: v1\n');
    const exportTo = async (chosen: string | null) => {
      answer = chosen;
      return service.export(record.id);
    };
    expect(await exportTo(null)).toEqual({ cancelled: true });
    expect(asked[0]).toBe(path.join(dir, 'data', 'kubeconfigs', exportFileName(record)));
    expect(service.status(record.id).exportedPath).toBeNull();

    await expect(exportTo('relative/kube.yaml')).rejects.toMatchObject({ code: 'INVALID_PATH' });
    await expect(exportTo(dir)).rejects.toMatchObject({ code: 'INVALID_PATH' });
    await expect(exportTo(path.join(dir, 'missing', 'k.yaml'))).rejects.toMatchObject({
      code: 'INVALID_PATH',
    });
    await mkdir(path.join(dir, 'real'));
    await writeFile(path.join(dir, 'real', 'target'), 'keep');
    await symlink(path.join(dir, 'real', 'target'), path.join(dir, 'link.yaml'));
    await expect(exportTo(path.join(dir, 'link.yaml'))).rejects.toMatchObject({
      code: 'INVALID_PATH',
    });
    // Never clobbers a file that is not a kubeconfig, nor writes under a non-kubeconfig name.
    await writeFile(path.join(dir, 'notes.yaml'), 'shopping: [milk]\n');
    await expect(exportTo(path.join(dir, 'notes.yaml'))).rejects.toMatchObject({
      code: 'INVALID_PATH',
    });
    await expect(exportTo(path.join(dir, '.bashrc'))).rejects.toMatchObject({
      code: 'INVALID_PATH',
    });
    expect(await readFile(path.join(dir, 'notes.yaml'), 'utf8')).toBe('shopping: [milk]\n');
    // ~/.kube/config holds the user's other clusters: never replaced, even when chosen.
    await mkdir(path.join(dir, 'home', '.kube'), { recursive: true });
    const userConfig = path.join(dir, 'home', '.kube', 'config');
    await writeFile(userConfig, 'apiVersion: v1\nclusters: []\n# mine\n');
    await expect(exportTo(userConfig)).rejects.toMatchObject({
      code: 'INVALID_PATH',
      message: expect.stringMatching(/other clusters/) as unknown,
    });
    expect(await readFile(userConfig, 'utf8')).toMatch(/# mine/);

    const ok = await exportTo(path.join(dir, 'chosen.yaml'));
    expect(ok).toMatchObject({ path: path.join(dir, 'chosen.yaml') });
    const chosen = path.join(dir, 'chosen.yaml');
    expect(service.status(record.id).exportedPath).toBe(chosen);
    await exportTo(chosen); // replacing our own kubeconfig is fine

    // Removal deletes the chosen file only while it holds what we wrote.
    await writeFile(chosen, 'apiVersion: v1\n# edited by the user\n');
    await expect(service.purge(registry.require(record.id))).rejects.toThrow(/left in place/);
    expect(await readFile(chosen, 'utf8')).toMatch(/edited by the user/);
    await exportTo(chosen);
    await service.purge(registry.require(record.id));
    await expect(readFile(chosen, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
