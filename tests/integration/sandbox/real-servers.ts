// Real PostgreSQL and Redis servers from the machine's Debian packages, started on free loopback
// ports in temporary folders for the connection-test tests, with a password each. `null` with
// the reason when the machine lacks them (.ci/run installs postgresql and redis-server).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RealServer {
  port: number;
  password: string;
  stop: () => Promise<void>;
}

export type Started = { server: RealServer } | { missing: string };

export const SERVER_PASSWORD = 'probe-secret-7';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitFor(ready: () => boolean, what: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + 30_000;
  while (!ready()) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    if (Date.now() > until) throw new Error(`${what} did not start within 30 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function stopper(child: ChildProcess, folder: string): () => Promise<void> {
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
}

const postgresBin = (): string | null => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root).sort().at(-1);
  return version && existsSync(join(root, version, 'bin', 'initdb'))
    ? join(root, version, 'bin')
    : null;
};

/** As root, PostgreSQL runs as the `postgres` user the Debian package creates. */
const asPostgres = (command: string, args: string[]) =>
  process.getuid?.() === 0
    ? (['runuser', ['-u', 'postgres', '--', command, ...args]] as const)
    : ([command, args] as const);

export async function startPostgres(): Promise<Started> {
  const bin = postgresBin();
  if (!bin) return { missing: 'PostgreSQL is not installed (Debian package postgresql)' };
  const folder = mkdtempSync(join(tmpdir(), 'mcd-pg-'));
  chmodSync(folder, 0o777);
  const pwfile = join(folder, 'pw');
  writeFileSync(pwfile, SERVER_PASSWORD);
  chmodSync(pwfile, 0o644);
  const data = join(folder, 'data');
  const [initCmd, initArgs] = asPostgres(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'probe',
    '--auth=scram-sha-256',
    `--pwfile=${pwfile}`,
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const [cmd, args] = asPostgres(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    folder,
    '-c',
    'listen_addresses=127.0.0.1',
  ]);
  const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitFor(() => log.includes('ready to accept connections'), 'postgres', child);
  return { server: { port, password: SERVER_PASSWORD, stop: stopper(child, folder) } };
}

export async function startRedis(): Promise<Started> {
  if (spawnSync('redis-server', ['--version']).status !== 0)
    return { missing: 'redis-server is not installed (Debian package redis-server)' };
  const folder = mkdtempSync(join(tmpdir(), 'mcd-redis-'));
  const port = await freePort();
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--requirepass',
      SERVER_PASSWORD,
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      folder,
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitFor(() => log.includes('Ready to accept connections'), 'redis-server', child);
  return { server: { port, password: SERVER_PASSWORD, stop: stopper(child, folder) } };
}
