// A Sandbox process that dies after it started is not a dead end: the launcher and the
// organisation service forget it, and the next request for the Sandbox organisation starts a new
// process on the same data folder (real child processes, real HTTP).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeTransport } from '../../../electron/gateway/node-transport.ts';
import { createOrgServices, type OrgServices } from '../../../electron/orgs/org-services.ts';
import {
  createSandboxLauncher,
  type SandboxLauncher,
} from '../../../electron/sandbox/sandbox-launcher.ts';
import { memoryKeytar } from '../../../electron/secrets/testing/memory-keytar.ts';

let dir: string;
let launcher: SandboxLauncher;
let services: OrgServices;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sandbox-restart-'));
  launcher = createSandboxLauncher({
    dataDir: join(dir, 'sandbox'),
    tickerMs: 0,
    fork: (modulePath, args) => {
      const child = spawn(process.execPath, [modulePath, ...args], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      return child;
    },
  });
  services = createOrgServices({
    userDataDir: join(dir, 'user-data'),
    keytar: memoryKeytar().keytar,
    transport: createNodeTransport().transport,
    homeDir: join(dir, 'home'),
    hostname: 'test-host',
    sandbox: launcher.provide,
  });
});
afterAll(async () => {
  await services.close();
  await launcher.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('Sandbox restart after a crash', () => {
  it('starts a new process on the next request once the old one died', async () => {
    const first = await services.orgs.target('sandbox');
    expect((await fetch(`${first.baseUrl}/health`)).status).toBe(200);
    expect(children).toHaveLength(1);

    const crashed = children[0]!;
    const gone = new Promise((resolve) => crashed.once('exit', resolve));
    crashed.kill('SIGKILL');
    await gone;
    await expect(fetch(`${first.baseUrl}/health`)).rejects.toThrow();
    // The exit is noticed asynchronously; give the promise chain a turn.
    await new Promise((resolve) => setTimeout(resolve, 50));

    const second = await services.orgs.target('sandbox');
    expect(children).toHaveLength(2);
    expect(second.baseUrl).not.toBe(first.baseUrl);
    expect((await fetch(`${second.baseUrl}/health`)).status).toBe(200);
    // While it lives, the same process keeps serving: no third start.
    await services.orgs.target('sandbox');
    expect(children).toHaveLength(2);
  }, 240_000);
});
