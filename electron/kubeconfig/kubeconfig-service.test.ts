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

describe('kubeconfig export to a chosen path', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mcd-kube-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses relative paths, directories, symlinks and missing folders', async () => {
    const registry = openOrgRegistry({ dir: path.join(dir, 'data'), withSandbox: false });
    const record = registry.insert({
      ...sandboxRecord(new Date()),
      id: 'org-1',
      kind: 'remote',
      host: 'mc.example.com',
    });
    const secrets = createSecretStore({
      keytar: memoryKeytar().keytar,
      dir: path.join(dir, 'secrets'),
    });
    await secrets.set(record.id, 'kubeconfig', 'apiVersion: v1\n');
    registry.change(record.id, (r) => ({
      ...r,
      kubeconfig: {
        downloadedAt: 'x',
        server: null,
        context: null,
        warnings: [],
        exportedPath: null,
      },
    }));
    const service = createKubeconfigService({
      registry,
      secrets,
      target: () => Promise.reject(new Error('no network in this test')),
      credential: () => Promise.resolve(null),
      onUnauthorized: () => undefined,
      transport: () => Promise.reject(new Error('no network in this test')),
      homeDir: dir,
    });
    await expect(service.export(record.id, 'relative/kube.yaml')).rejects.toMatchObject({
      code: 'INVALID_PATH',
    });
    await expect(service.export(record.id, dir)).rejects.toMatchObject({ code: 'INVALID_PATH' });
    await expect(
      service.export(record.id, path.join(dir, 'missing', 'k.yaml')),
    ).rejects.toMatchObject({ code: 'INVALID_PATH' });
    await mkdir(path.join(dir, 'real'));
    await writeFile(path.join(dir, 'real', 'target'), 'keep');
    await symlink(path.join(dir, 'real', 'target'), path.join(dir, 'link.yaml'));
    await expect(service.export(record.id, path.join(dir, 'link.yaml'))).rejects.toMatchObject({
      code: 'INVALID_PATH',
    });
    // Never clobbers a file that is not a kubeconfig, nor writes under a non-kubeconfig name.
    await writeFile(path.join(dir, 'notes.yaml'), 'shopping: [milk]\n');
    await expect(service.export(record.id, path.join(dir, 'notes.yaml'))).rejects.toMatchObject({
      code: 'INVALID_PATH',
    });
    await expect(service.export(record.id, path.join(dir, '.bashrc'))).rejects.toMatchObject({
      code: 'INVALID_PATH',
    });
    expect(await readFile(path.join(dir, 'notes.yaml'), 'utf8')).toBe('shopping: [milk]\n');

    const ok = await service.export(record.id, path.join(dir, 'chosen.yaml'));
    expect(ok.path).toBe(path.join(dir, 'chosen.yaml'));
    expect(service.status(record.id).exportedPath).toBe(ok.path);
    await service.export(record.id, ok.path); // replacing our own kubeconfig is fine

    // Removal deletes the chosen file only while it holds what we wrote.
    await writeFile(ok.path, 'apiVersion: v1\n# edited by the user\n');
    await expect(service.purge(registry.require(record.id))).rejects.toThrow(/left in place/);
    expect(await readFile(ok.path, 'utf8')).toMatch(/edited by the user/);
    await service.export(record.id, ok.path);
    await service.purge(registry.require(record.id));
    await expect(readFile(ok.path, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
