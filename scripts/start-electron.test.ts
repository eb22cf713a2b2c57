import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  classifyExit,
  downloadMarkerPath,
  electronArgs,
  electronChildEnv,
  forgetDownloadFailure,
  rememberDownloadFailure,
  rememberedDownloadFailure,
  sandboxProblem,
  summariseInstallerError,
  tailKeeper,
} from './start-electron.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('how npm start runs Electron', () => {
  it('starts Electron on the project folder, whose package.json names the app and its main', () => {
    expect(electronArgs(root)).toEqual([root]);
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      main: string;
      productName: string;
    };
    expect(pkg.main).toBe('out/main/main.cjs');
    expect(pkg.productName).toBe('Mission Control Desktop');
  });

  it('clears ELECTRON_RUN_AS_NODE inherited from the terminal and keeps the rest', () => {
    const env = electronChildEnv({ ELECTRON_RUN_AS_NODE: '1', PATH: '/bin', DISPLAY: ':0' });
    expect(env).toEqual({ PATH: '/bin', DISPLAY: ':0' });
  });
});

describe('what an Electron exit means', () => {
  const facts = { code: 1, signal: null, stderr: '', stopRequested: false };

  it('treats Ctrl+C and kills as the user stopping, however early', () => {
    expect(classifyExit({ ...facts, code: null, signal: 'SIGINT' }).kind).toBe('user-stop');
    expect(classifyExit({ ...facts, code: null, signal: 'SIGTERM' }).kind).toBe('user-stop');
    expect(classifyExit({ ...facts, code: 130 }).kind).toBe('user-stop');
    expect(classifyExit({ ...facts, stopRequested: true }).kind).toBe('user-stop');
  });

  it('blames the display only when Chromium says so', () => {
    expect(
      classifyExit({
        ...facts,
        stderr: '[123:ERROR:ozone_platform_x11.cc(240)] Missing X server or $DISPLAY\n',
      }),
    ).toEqual({
      kind: 'display',
      detail: '[123:ERROR:ozone_platform_x11.cc(240)] Missing X server or $DISPLAY',
    });
    expect(classifyExit({ ...facts, stderr: 'Gtk: cannot open display: :9' }).kind).toBe('display');
    expect(
      classifyExit({ ...facts, stderr: 'ERROR: Failed to initialize Ozone platform: wayland' })
        .kind,
    ).toBe('display');
    expect(classifyExit({ ...facts, stderr: 'TypeError: x is not a function' })).toEqual({
      kind: 'failed',
      detail: 'exit code 1',
    });
    expect(classifyExit({ ...facts, code: null, signal: 'SIGSEGV' })).toEqual({
      kind: 'failed',
      detail: 'signal SIGSEGV',
    });
  });

  it("recognises the Linux sandbox's abort", () => {
    const stderr =
      'FATAL:setuid_sandbox_host.cc(163)] The SUID sandbox helper binary was found, but is not configured correctly.';
    expect(classifyExit({ ...facts, code: null, signal: 'SIGTRAP', stderr }).kind).toBe('sandbox');
    expect(classifyExit({ ...facts, stderr: 'No usable sandbox! ...' }).kind).toBe('sandbox');
  });

  it('keeps only the tail of stderr', () => {
    const tail = tailKeeper(5);
    tail.add('abc');
    tail.add('defgh');
    expect(tail.text()).toBe('defgh');
  });
});

describe('the Linux sandbox check', () => {
  const helper = '/repo/node_modules/electron/dist/chrome-sandbox';
  const restricted = {
    platform: 'linux' as const,
    restrictUserns: '1\n',
    chromeSandbox: { path: helper, uid: 1000, mode: 0o100755 },
  };

  it('says what to do when AppArmor restricts user namespaces and the helper is not setuid root', () => {
    const text = sandboxProblem(restricted);
    expect(text).toContain('apparmor_restrict_unprivileged_userns');
    expect(text).toContain(`sudo chown root:root '${helper}' && sudo chmod 4755 '${helper}'`);
    expect(text).toContain('sudo sysctl -w');
    expect(text).toContain('does not turn the sandbox off');
    expect(text).not.toContain('--no-sandbox');
  });

  it('has nothing to say when the sandbox can start', () => {
    expect(sandboxProblem({ ...restricted, restrictUserns: '0\n' })).toBeNull();
    expect(sandboxProblem({ ...restricted, restrictUserns: null })).toBeNull();
    expect(
      sandboxProblem({ ...restricted, chromeSandbox: { path: helper, uid: 0, mode: 0o104755 } }),
    ).toBeNull();
    expect(sandboxProblem({ ...restricted, platform: 'darwin' })).toBeNull();
    // Root-owned but not setuid is still a problem.
    expect(
      sandboxProblem({ ...restricted, chromeSandbox: { path: helper, uid: 0, mode: 0o100755 } }),
    ).not.toBeNull();
  });
});

describe('the remembered download failure', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('lives under node_modules/.cache, outside git', () => {
    expect(path.relative(root, downloadMarkerPath(root))).toMatch(/^node_modules[/\\]\.cache[/\\]/);
  });

  it('holds for the version that failed, not for another one, until forgotten', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mcd-start-'));
    const marker = path.join(dir, 'cache', 'electron-download.json');
    expect(rememberedDownloadFailure(marker, '45.4.1')).toBeNull();
    rememberDownloadFailure(marker, '45.4.1', 'getaddrinfo ENOTFOUND github.com');
    expect(rememberedDownloadFailure(marker, '45.4.1')).toBe('getaddrinfo ENOTFOUND github.com');
    expect(rememberedDownloadFailure(marker, '45.5.0')).toBeNull();
    forgetDownloadFailure(marker);
    expect(rememberedDownloadFailure(marker, '45.4.1')).toBeNull();
    // A marker that is not ours to read means: try the download.
    writeFileSync(marker, 'not json');
    expect(rememberedDownloadFailure(marker, '45.4.1')).toBeNull();
  });

  it("turns the installer's stack trace into one line", () => {
    const stderr = [
      'HTTPError: Response code 403 (Forbidden) for https://github.com/electron/…',
      '    at Request.<anonymous> (/repo/node_modules/got/dist/source/as-promise/index.js:118:42)',
      '    at process.processTicksAndRejections (node:internal/process/task_queues:105:5)',
    ].join('\n');
    expect(summariseInstallerError(stderr)).toBe(
      'HTTPError: Response code 403 (Forbidden) for https://github.com/electron/…',
    );
    expect(summariseInstallerError('')).toBe('no output');
  });
});
