// The embedded Mission Control backend, in process: opens (or receives) the PGlite database,
// builds the schema cache, mints the admin session token and serves the HTTP API on 127.0.0.1
// (optionally over TLS with a throwaway certificate). Tests, benches and cli.ts use startSandbox.
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { hashSecret, verifySecret } from './db/credentials.ts';
import { finishDeferredRebase, openSandboxDatabase, SANDBOX_PASSWORD } from './db/open-database.ts';
import type { SandboxStage } from './start-stage.ts';
import { Authenticator } from './http/auth.ts';
import { createListener } from './http/listener.ts';
import { OidcBearer } from './http/oidc-bearer.ts';
import { IdentityService } from './identity/service.ts';
import { createRouter } from './http/router.ts';
import { routes } from './http/routes/index.ts';
import { warmDashboard } from './http/routes/view-run.ts';
import { TokenStore } from './http/tokens.ts';
import type { SandboxContext, SecretHasher } from './http/types.ts';
import { cachedSchema } from './postgrest/schema-cache.ts';
import type { Scale } from './seed/context.ts';
import { generateSelfSignedCertificate } from './tls.ts';

export const SANDBOX_VERSION = 'v0.1.0-sandbox';
const sessionTokenName = 'sandbox-session';
const fixedTokenName = 'sandbox --token';

export interface SandboxOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  dataDir?: string;
  /** A database seeded when the app was built, copied into an empty dataDir (first start). */
  templateDir?: string;
  /** Told each slow stage of the start as it begins (start-stage.ts); nothing when it is quick. */
  onStage?: (stage: SandboxStage) => void;
  seed?: number;
  scale?: Scale;
  reset?: boolean;
  /** Makes this exact string a valid admin access token. */
  token?: string;
  tls?: boolean;
  /** Delays every response (org-isolation tests). */
  delayMs?: number;
  /** An already-open database instead of openSandboxDatabase (tests with their own schema). */
  database?: { db: PGlite; close(): Promise<void> };
  secrets?: SecretHasher;
  /** Runs after the server is up, e.g. to start the ticker; its result is stopped on close. */
  onReady?: (
    db: PGlite,
  ) => Promise<{ stop(): void | Promise<void> } | void> | { stop(): void | Promise<void> } | void;
  log?: (message: string, error?: unknown) => void;
  /**
   * `basic` (default): basic mode's `/auth/login` cookie; `/kratos` answers 404. `kratos`: the
   * Kratos-shaped identity system under `/kratos` and Kratos sessions on the API
   * (docs/sandbox-identity.md).
   */
  auth?: 'basic' | 'kratos';
  /** Kratos mode's tunables: flow lifespan, privileged-session age, where the flow UIs live. */
  kratos?: { flowLifespanMs?: number; privilegedMaxAgeMs?: number; uiUrl?: string };
  /**
   * An OIDC issuer whose RS256 access tokens the API accepts as Bearer, and whose discovery document
   * `/.well-known/openid-configuration` serves (docs/sandbox-identity.md, "Single sign-on").
   */
  oidcIssuer?: string;
}

export interface RunningSandbox {
  url: string;
  adminToken: string;
  /** PEM of the self-signed certificate when `tls` is on (clients pin it as their CA). */
  certificate: string | null;
  db: PGlite;
  close(): Promise<void>;
}

async function findAdmin(db: PGlite): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `SELECT p.id FROM people p JOIN casbin_rule r ON r.ptype = 'g' AND r.v0 = p.id::text AND r.v1 = 'admin'
     WHERE p.deleted_at IS NULL ORDER BY (p.email = 'admin@sandbox.local') DESC, p.created_at LIMIT 1`,
  );
  const id = rows.rows[0]?.id;
  if (!id) throw new Error('sandbox database has no admin user (casbin_rule g → admin)');
  return id;
}

/**
 * PGlite runs no autovacuum, so a freshly seeded database has no planner statistics and the
 * planner guesses (badly, on the large seed). Analyse once; the statistics persist in the data dir.
 */
async function ensurePlannerStatistics(db: PGlite): Promise<void> {
  const stats = await db.query<{ present: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM pg_statistic s JOIN pg_class c ON c.oid = s.starelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public') AS present",
  );
  if (!stats.rows[0]?.present) await db.exec('ANALYZE');
}

/** The database, opened (or as given); a slow start is told its last stage, the server's. */
async function openServedDatabase(
  options: SandboxOptions,
): Promise<{ db: PGlite; close(): Promise<void> }> {
  const reported: { last?: SandboxStage } = {};
  const database =
    options.database ??
    (await openSandboxDatabase({
      onStage: (stage) => {
        reported.last = stage;
        options.onStage?.(stage);
      },
      dataDir: options.dataDir,
      templateDir: options.templateDir,
      seed: options.seed,
      scale: options.scale,
      reset: options.reset,
    }));
  const setAside = 'setAside' in database ? (database.setAside as string | undefined) : undefined;
  if (setAside)
    options.log?.(
      `sandbox: the database could not be opened; it was set aside as ${setAside} and a fresh one was seeded`,
    );
  // A slow start's last stage: the server itself.
  if (reported.last)
    options.onStage?.({ stage: 'starting', step: reported.last.steps, steps: reported.last.steps });
  return database;
}

/** The admin's token: `fixed` when given, else one new session token per start. */
async function adminSessionToken(
  db: PGlite,
  tokens: TokenStore,
  adminId: string,
  fixed: string | undefined,
): Promise<string> {
  if (fixed) {
    await tokens.ensure(fixed, {
      personId: adminId,
      name: fixedTokenName,
      createdBy: adminId,
    });
    return fixed;
  }
  // One session token per start; the previous start's is useless (its plaintext is gone).
  await db.query('DELETE FROM access_tokens WHERE name = $1 AND person_id = $2', [
    sessionTokenName,
    adminId,
  ]);
  return (await tokens.mint({ personId: adminId, name: sessionTokenName, createdBy: adminId }))
    .token;
}

/** Kratos mode's identity system, its sessions accepted by `auth`. */
async function kratosIdentity(
  options: SandboxOptions,
  db: PGlite,
  secrets: SecretHasher,
  auth: Authenticator,
  publicUrl: () => string,
): Promise<IdentityService> {
  const kratosOptions = options.kratos ?? {};
  const identity = new IdentityService({
    db,
    secrets,
    publicUrl,
    uiUrl: kratosOptions.uiUrl ? () => kratosOptions.uiUrl! : undefined,
    flowLifespanMs: kratosOptions.flowLifespanMs,
    privilegedMaxAgeMs: kratosOptions.privilegedMaxAgeMs,
    log: (message) => options.log?.(message),
    onCredentialsChanged: () => auth.forget(),
  });
  await identity.prepare(await secrets.hash(SANDBOX_PASSWORD));
  auth.kratos = identity;
  return identity;
}

/**
 * A first start moves the health history's times once the server answers: at once, since the
 * landing page (the dashboard view) reads the history; a route that reads it waits (`ready`).
 */
function deferredHistoryMove(db: PGlite) {
  let move: Promise<boolean> | null = null;
  /** Begins the move (once); true when there was one to do: a first start. */
  const begin = () => (move ??= finishDeferredRebase(db));
  return {
    begin,
    ready: () => begin().then(() => undefined),
    /** Whether the move (or finding none to do) succeeded, once it has settled. */
    settled: () =>
      begin().then(
        () => true,
        () => false,
      ),
  };
}

type Ticker = { stop(): void | Promise<void> } | void;

/**
 * What `onReady` starts (the ticker) adds to the history: it starts once the history's times have
 * moved, and stops after a move under way (its transaction would be lost anyway).
 */
function startAfterHistory(
  history: ReturnType<typeof deferredHistoryMove>,
  start: () => Promise<Ticker> | Ticker,
): { stop(): Promise<void> } {
  let closing = false;
  let ticker: Ticker = undefined;
  const started = history.settled().then(async (moved) => {
    if (moved && !closing) ticker = await start();
  });
  return {
    async stop() {
      closing = true;
      await started;
      await ticker?.stop();
    },
  };
}

/**
 * A first start's landing page is the dashboard view: its run starts as soon as the history has
 * moved, and its request, arriving a moment later, takes that run or its cached result.
 */
function warmLandingPage(
  history: ReturnType<typeof deferredHistoryMove>,
  ctx: SandboxContext,
  log: SandboxOptions['log'],
): Promise<unknown> {
  return history.begin().then(
    async (firstStart) => {
      if (firstStart)
        await warmDashboard(ctx).catch((error: unknown) =>
          log?.('sandbox: running the dashboard view failed', error),
        );
    },
    (error: unknown) => log?.('sandbox: moving the health history failed', error),
  );
}

function listenOn(server: Server, port: number): Promise<number> {
  // Idle connections are kept a minute, as the browser-mode host keeps them: with Node's 5 s a
  // client reusing one just as it closed (a busy machine's gateway or test runner) met ECONNRESET.
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 65_000;
  return new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const database = await openServedDatabase(options);
  const { db } = database;
  let server: Server | null = null;
  const history = deferredHistoryMove(db);
  try {
    const secrets = options.secrets ?? { hash: hashSecret, verify: verifySecret };
    const tokens = new TokenStore(db, secrets);
    const auth = new Authenticator(db, tokens, secrets);
    await ensurePlannerStatistics(db);
    const adminId = await findAdmin(db);
    // The admin token's scrypt hash runs on the thread pool while the schema is introspected.
    const [schema, adminToken] = await Promise.all([
      cachedSchema(db),
      adminSessionToken(db, tokens, adminId, options.token),
    ]);
    let publicUrl = '';
    const identity =
      options.auth === 'kratos'
        ? await kratosIdentity(options, db, secrets, auth, () => publicUrl)
        : undefined;
    const oidc = options.oidcIssuer ? new OidcBearer(options.oidcIssuer) : undefined;
    if (oidc) auth.oidc = oidc;
    const ctx: SandboxContext = {
      db,
      schema,
      tokens,
      secrets,
      publicUrl: () => publicUrl,
      version: SANDBOX_VERSION,
      startedAt: new Date(),
      forgetCredentials: () => auth.forget(),
      historyReady: history.ready,
      basicLogin: (user, password) => auth.login(user, password),
      identity,
      oidc,
    };
    const listener = createListener({
      dispatch: createRouter(routes, auth, ctx),
      delayMs: options.delayMs,
      log: options.log,
    });
    const certificate = options.tls ? generateSelfSignedCertificate() : null;
    server = certificate
      ? createHttpsServer({ cert: certificate.cert, key: certificate.key }, listener)
      : createHttpServer(listener);
    const srv = server;
    const port = await listenOn(srv, options.port ?? 0);
    publicUrl = `${certificate ? 'https' : 'http'}://127.0.0.1:${port}`;
    const ticker = startAfterHistory(history, () => options.onReady?.(db));
    const warming = warmLandingPage(history, ctx, options.log);
    let closed: Promise<void> | null = null;
    return {
      url: publicUrl,
      adminToken,
      certificate: certificate?.cert ?? null,
      db,
      close: () =>
        (closed ??= (async () => {
          await ticker.stop();
          await warming;
          await new Promise<void>((resolve) => {
            srv.close(() => resolve());
            srv.closeAllConnections();
          });
          await database.close();
        })()),
    };
  } catch (error) {
    server?.close();
    await database.close().catch(() => undefined);
    throw error;
  }
}
