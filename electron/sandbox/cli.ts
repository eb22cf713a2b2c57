// `npm run sandbox -- [--port N] [--data-dir DIR] [--seed N] [--scale S] [--token T] [--reset]
// [--tls] [--delay-ms N] [--ticker-ms N] [--auth basic|kratos] [--kratos-flow-lifespan-ms N] [--oidc-issuer URL]`: runs the sandbox until SIGINT/SIGTERM or a close
// request from its parent (close-request.ts), then closes the database and exits 0. Prints exactly one line on
// stdout when ready — `sandbox ready url=<url> token=<admin token>` — which spawn.ts waits for,
// and `sandbox closed` once its database is closed on the way out; everything else goes to stderr.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { listenForCloseRequest } from './close-request.ts';
import { copyTemplateOnFirstStart } from './db/copy-template.ts';
import type { RunningSandbox } from './server.ts';
import { stageLine } from './start-stage.ts';

const argsSchema = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(0),
  'data-dir': z.string().min(1).optional(),
  'template-dir': z.string().min(1).optional(),
  seed: z.coerce.number().int().min(0).optional(),
  scale: z.enum(['small', 'medium', 'large']).optional(),
  token: z.string().min(8, 'token must be at least 8 characters').optional(),
  reset: z.boolean().default(false),
  tls: z.boolean().default(false),
  'delay-ms': z.coerce.number().int().min(0).max(600_000).default(0),
  /** Interval of the ticker that keeps checks and runs moving; 0 turns it off. */
  'ticker-ms': z.coerce.number().int().min(0).default(5000),
  /** `kratos`: the Kratos-shaped identity API under /kratos (docs/sandbox-identity.md). */
  auth: z.enum(['basic', 'kratos']).default('basic'),
  'kratos-flow-lifespan-ms': z.coerce.number().int().min(1000).optional(),
  /** Accept this OIDC issuer's access tokens (docs/sandbox-identity.md). */
  'oidc-issuer': z.url({ protocol: /^https?$/ }).optional(),
});

function fail(message: string): never {
  process.stderr.write(`sandbox: ${message}\n`);
  process.exit(2);
}

/** The command line's options, checked; a usage error exits with status 2. */
function readArgs(): z.output<typeof argsSchema> {
  let raw: Record<string, unknown>;
  try {
    raw = parseArgs({
      args: process.argv.slice(2),
      options: {
        port: { type: 'string' },
        'data-dir': { type: 'string' },
        'template-dir': { type: 'string' },
        seed: { type: 'string' },
        scale: { type: 'string' },
        token: { type: 'string' },
        reset: { type: 'boolean' },
        tls: { type: 'boolean' },
        'delay-ms': { type: 'string' },
        'ticker-ms': { type: 'string' },
        auth: { type: 'string' },
        'kratos-flow-lifespan-ms': { type: 'string' },
        'oidc-issuer': { type: 'string' },
      },
      strict: true,
    }).values;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const parsed = argsSchema.safeParse(raw);
  if (!parsed.success) fail(z.prettifyError(parsed.error));
  return parsed.data;
}

async function main(): Promise<void> {
  const args = readArgs();
  let sandbox: RunningSandbox | null = null;
  // A close asked for while the database is still opening is carried out once it is open.
  let closeRequested: string | null = null;
  let stopping = false;
  const stop = (reason: string) => {
    if (!sandbox) {
      closeRequested ??= reason;
      return;
    }
    if (stopping) return;
    stopping = true;
    process.stderr.write(`sandbox: ${reason}, shutting down\n`);
    sandbox.close().then(
      () => {
        // Told first: the exit itself can wait seconds for V8 to finish compiling PGlite's code.
        process.stdout.write('sandbox closed\n');
        process.exit(0);
      },
      (error: unknown) => {
        process.stderr.write(
          `sandbox: error while closing: ${error instanceof Error ? error.message : String(error)}\n`,
        );
        process.exit(1);
      },
    );
  };
  listenForCloseRequest(stop);
  const dataDir = args['data-dir'];
  const templateDir = args['template-dir'];
  try {
    // A first start's copy runs while the server and PGlite load (server.ts is imported here).
    const [{ startSandbox }, { startTicker }] = await Promise.all([
      import('./server.ts'),
      import('./ticker/ticker.ts'),
      dataDir && templateDir && !args.reset
        ? copyTemplateOnFirstStart(templateDir, dataDir, () =>
            process.stdout.write(`${stageLine({ stage: 'copying', step: 1, steps: 3 })}\n`),
          )
        : false,
    ]);
    sandbox = await startSandbox({
      port: args.port,
      dataDir,
      templateDir,
      onStage: (stage) => process.stdout.write(`${stageLine(stage)}\n`),
      seed: args.seed,
      scale: args.scale,
      token: args.token,
      reset: args.reset,
      tls: args.tls,
      delayMs: args['delay-ms'],
      auth: args.auth,
      kratos: { flowLifespanMs: args['kratos-flow-lifespan-ms'] },
      oidcIssuer: args['oidc-issuer'],
      onReady: (db) =>
        args['ticker-ms'] > 0 ? startTicker(db, { intervalMs: args['ticker-ms'] }) : undefined,
      log: (message, error) =>
        process.stderr.write(`${message}${error instanceof Error ? `: ${error.message}` : ''}\n`),
    });
  } catch (error) {
    fail(`failed to start: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (closeRequested !== null) {
    stop(closeRequested);
    return;
  }
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.stdout.write(`sandbox ready url=${sandbox.url} token=${sandbox.adminToken}\n`);
}

await main();
