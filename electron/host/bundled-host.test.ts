import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HOST_NODE_FLAGS, hostCli, hostEnv } from './bundled-host.ts';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function file(relative: string, at: number): void {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, '');
  utimesSync(full, at, at);
}

describe('hostCli', () => {
  it('runs the bundle until a file of main or of the contract changes, then the source', () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'mcd-bundled-host-'));
    const source = path.join(root, 'electron/host/cli.ts');
    expect(hostCli(root)).toBe(source);
    file('electron/gateway/gateway.ts', 1000);
    file('out/host/cli.mjs', 2000);
    expect(hostCli(root)).toBe(path.join(root, 'out/host/cli.mjs'));
    file('preload/contract/orgs.ts', 3000);
    expect(hostCli(root)).toBe(source);
  });
});

describe('the host process command line', () => {
  it("caps V8's young generation and fixes glibc's mmap threshold, keeping the caller's variables", () => {
    expect(HOST_NODE_FLAGS).toEqual(['--max-semi-space-size=4']);
    expect(hostEnv({ PATH: '/bin' })).toEqual({
      PATH: '/bin',
      GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=131072',
    });
  });
});
