// The sandbox as a separate process (cli.ts via spawnSandbox): ready line, --token, persistence of
// edits in --data-dir across restarts, clean SIGTERM, a close request instead of a kill, --tls, --delay-ms, and spawn's failure modes.
import { EventEmitter } from 'node:events';
import { request } from 'node:https';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path, { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  nodeFork,
  spawnSandbox,
  type ChildLike,
  type ForkLike,
} from '../../../electron/sandbox/spawn.ts';
import type { SandboxStage } from '../../../electron/sandbox/start-stage.ts';
import { freshPGlite } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import { startTestSandbox } from './helpers.ts';

let root: string;
let dataDir: string;

// The build's first-start database, made current by the integration project's global setup.
const buildTemplate = path.resolve(import.meta.dirname, '../../../out/sandbox-template');

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'sandbox-cli-test-'));
  dataDir = join(root, 'db');
  // The run's seeded database (seeded-sandbox-setup.ts), so no test waits for a seed of its own.
  await cp(inject('seededSandboxDir'), dataDir, { recursive: true });
  await cp(inject('seededSandboxDir'), join(root, 'close'), { recursive: true });
});
afterAll(async () => rm(root, { recursive: true, force: true }));

const bearer = (token: string) => ({
  Authorization: `Bearer ${token}`,
  'Content-Type': 'application/json',
  Prefer: 'return=representation',
});

describe('spawnSandbox + cli.ts', () => {
  it('starts, accepts --token, persists edits across a restart and stops cleanly', async () => {
    // Begins with '-' as a random base64url token may: it must reach the CLI as the token.
    const token = '-spawn-test-admin-token';
    const first = await spawnSandbox({ dataDir, token });
    try {
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(first.token).toBe(token);
      const patched = await fetch(`${first.url}/api/db/properties?select=name,value`, {
        method: 'POST',
        headers: { ...bearer(token), Prefer: 'return=representation,resolution=merge-duplicates' },
        body: JSON.stringify({ name: 'spawn.test', value: 'persisted' }),
      });
      expect(patched.status).toBe(201);
    } finally {
      await first.stop();
    }
    const started = Date.now();
    const second = await spawnSandbox({ dataDir, token });
    const restartMs = Date.now() - started;
    try {
      const r = await fetch(`${second.url}/db/properties?name=eq.spawn.test&select=value`, {
        headers: bearer(token),
      });
      expect(await r.json()).toEqual([{ value: 'persisted' }]);
      // A fresh session token is printed when no --token is given; here it is the given one.
      expect(second.token).toBe(token);
    } finally {
      await second.stop();
    }
    expect(restartMs).toBeLessThan(30_000);
  }, 240_000);

  it('stops on a close request: the database closed, exit code 0, no kill', async () => {
    const kills: string[] = [];
    let exitCode: number | null | undefined;
    const recording: ForkLike = (modulePath, args) => {
      const child = nodeFork(modulePath, args);
      child.once('exit', (code) => (exitCode = code));
      return {
        stdout: child.stdout,
        stderr: child.stderr,
        once: (event, listener) => child.once(event, listener),
        kill: (signal) => {
          kills.push(signal ?? 'SIGTERM');
          return child.kill(signal);
        },
        requestClose: () => child.requestClose?.() ?? false,
      };
    };
    const sandbox = await spawnSandbox({
      dataDir: join(root, 'close'),
      tickerMs: 0,
      fork: recording,
      // Far longer than a clean close takes: only a process that ignored the request is killed.
      closeTimeoutMs: 60_000,
    });
    // stop() resolves once the database is closed; the process ends by itself right after.
    await sandbox.stop();
    await sandbox.exited;
    expect(kills).toEqual([]);
    expect(exitCode).toBe(0);
  }, 120_000);

  it('serves HTTPS with a self-signed certificate under --tls', async () => {
    const tls = await spawnSandbox({ dataDir, tls: true });
    try {
      expect(tls.url.startsWith('https://127.0.0.1:')).toBe(true);
      const failure = await fetch(`${tls.url}/health`).then(
        () => null,
        (e: unknown) => e as Error & { cause?: { code?: string } },
      );
      expect(failure?.cause?.code).toBe('DEPTH_ZERO_SELF_SIGNED_CERT');
    } finally {
      await tls.stop();
    }
  }, 120_000);

  it("a first start from the build's database reports its stages; the next start none", async () => {
    const template = buildTemplate;
    const stages: SandboxStage[] = [];
    const userData = join(root, 'first-start');
    const first = await spawnSandbox({
      dataDir: userData,
      templateDir: template,
      tickerMs: 0,
      onStage: (stage) => stages.push(stage),
    });
    try {
      const r = await fetch(`${first.url}/api/db/checks?select=id&limit=1`, {
        headers: bearer(first.token),
      });
      expect(((await r.json()) as unknown[]).length).toBe(1);
    } finally {
      await first.stop();
    }
    expect(stages).toEqual([
      { stage: 'copying', step: 1, steps: 3 },
      { stage: 'rebasing', step: 2, steps: 3 },
      { stage: 'starting', step: 3, steps: 3 },
    ]);
    stages.length = 0;
    const next = await spawnSandbox({
      dataDir: userData,
      templateDir: template,
      tickerMs: 0,
      onStage: (stage) => stages.push(stage),
    });
    await next.stop();
    expect(stages).toEqual([]);
  }, 120_000);

  it('rejects with the child stderr tail when the CLI fails', async () => {
    await expect(spawnSandbox({ scale: 'huge' as 'large' })).rejects.toThrow(
      /exited before it was ready[\s\S]*scale/,
    );
  });

  it('rejects after the timeout when no ready line arrives, and kills the child', async () => {
    const kills: string[] = [];
    const fake = new EventEmitter() as EventEmitter & ChildLike;
    Object.assign(fake, {
      stdout: new PassThrough(),
      stderr: new PassThrough(),
      kill: (signal?: string) => {
        kills.push(signal ?? 'SIGTERM');
        setImmediate(() => fake.emit('exit', null));
        return true;
      },
    });
    setImmediate(() => fake.stderr!.push('seeding… still going\n'));
    await expect(spawnSandbox({ fork: () => fake, timeoutMs: 200 })).rejects.toThrow(
      /within 200 ms[\s\S]*still going/,
    );
    expect(kills).toEqual(['SIGTERM']);
  });
});

describe('startSandbox options', () => {
  it('delays every response by --delay-ms', async () => {
    const sandbox = await startTestSandbox({ delayMs: 300 });
    try {
      const t = Date.now();
      const r = await fetch(`${sandbox.url}/health`);
      expect(r.status).toBe(200);
      expect(Date.now() - t).toBeGreaterThanOrEqual(290);
    } finally {
      await sandbox.close();
    }
  });

  it('presents a certificate for 127.0.0.1 that verifies when pinned', async () => {
    const { applyTestSchema } = await import('./test-schema.ts');
    const { startSandbox } = await import('../../../electron/sandbox/server.ts');
    const db = freshPGlite();
    await applyTestSchema(db);
    const sandbox = await startSandbox({
      database: { db, close: () => db.close() },
      tls: true,
      token: 'tls-token-123',
    });
    try {
      const url = new URL(`${sandbox.url}/health`);
      const body = await new Promise<string>((resolve, reject) => {
        const req = request(
          { host: url.hostname, port: url.port, path: url.pathname, ca: sandbox.certificate! },
          (res) => {
            let text = '';
            res.on('data', (c: Buffer) => (text += c.toString()));
            res.on('end', () => resolve(text));
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(body).toBe('OK');
    } finally {
      await sandbox.close();
    }
  });
});
