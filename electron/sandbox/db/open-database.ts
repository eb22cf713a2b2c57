// Opens the sandbox's PGlite database: reuses a complete data dir of the current schema version
// (edits persist across restarts), rebuilds a half-initialised or outdated one, or creates and
// seeds a fresh one (in memory when no dataDir is given). A data dir seeded with another seed or
// scale than the one explicitly asked for is rebuilt too; leave seed/scale undefined to accept
// whatever the dir holds. One process at a time may open a data dir (PGlite does not lock it).
// A data dir seeded as a template (when the app is built) is copied into an empty dataDir, and
// its times move to now the first time the copy opens (rebase-times.ts).
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';
import type { Scale } from '../seed/context.ts';
import { SCALES } from '../seed/context.ts';
import type { SeedReport } from '../seed/seed-database.ts';
import type { SandboxStage } from '../start-stage.ts';
import { copyTemplate } from './copy-template.ts';
import type { RebasePlan, TimeColumns } from './rebase-times.ts';
import { SCHEMA_VERSION } from './schema/index.ts';

export const SANDBOX_PASSWORD = 'sandbox';

export interface OpenSandboxOptions {
  /** Directory holding the Postgres data files; undefined → in-memory database. */
  dataDir?: string;
  /** Seed of the generated world (default 1). */
  seed?: number;
  scale?: Scale;
  /** Wipe the data dir and seed again. */
  reset?: boolean;
  /** Clock for seeded timestamps (tests pass a fixed one). */
  now?: () => Date;
  /** A data dir seeded as a template, copied into `dataDir` when that holds no database yet. */
  templateDir?: string;
  /** Seed (or keep) this data dir as a template: its copies move its times to their first open. */
  asTemplate?: boolean;
  /**
   * Told each slow stage as it begins (a first start's copy and rebase, or a seed); `steps`
   * counts one more stage, the server's start, which the caller reports.
   */
  onStage?: (stage: SandboxStage) => void;
}

export interface SandboxDatabase {
  db: PGlite;
  /** True when this call created and seeded the database; false when an existing one was reused. */
  created: boolean;
  seed: number;
  scale: string;
  /** Timings and row counts of the seed run (only when created). */
  seedReport?: SeedReport;
  /** Where a data dir that could not be opened was moved (`<dir>.damaged`) before reseeding. */
  setAside?: string;
  close(): Promise<void>;
}

const optionsSchema = z.object({
  dataDir: z.string().min(1).optional(),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
  scale: z.enum(SCALES).optional(),
  reset: z.boolean().optional(),
  templateDir: z.string().min(1).optional(),
  asTemplate: z.boolean().optional(),
});

interface Meta {
  status?: string;
  schema_version?: string;
  seed?: string;
  scale?: string;
  seeded_at?: string;
  /** 'true' in a template and in a copy of one not opened yet. */
  template?: string;
  /** A template's timestamp columns by table (JSON), so that its copies need not look them up. */
  time_columns?: string;
  /** A template's RebasePlan (JSON): what its copies' move needs of the catalogs. */
  rebase_plan?: string;
  /** A first start's move of the tables left for after the start (JSON; finishDeferredRebase). */
  rebase_deferred?: string;
}

/** False for a bare database (tests start the server on one) or a half-initialised one. */
export async function hasSandboxMeta(db: PGlite): Promise<boolean> {
  const exists = await db.query<{ present: boolean }>(
    `SELECT to_regclass('public.sandbox_meta') IS NOT NULL AS present`,
  );
  return exists.rows[0]?.present === true;
}

async function readMeta(db: PGlite): Promise<Meta | null> {
  if (!(await hasSandboxMeta(db))) return null;
  const rows = await db.query<{ key: string; value: string }>(
    'SELECT key, value FROM sandbox_meta',
  );
  const meta: Meta = Object.fromEntries(rows.rows.map((r) => [r.key, r.value]));
  return meta;
}

/** Removes a data dir, refusing when it holds files that are not a Postgres cluster. */
async function wipeDataDir(dataDir: string): Promise<void> {
  if (!existsSync(dataDir)) return;
  const entries = await readdir(dataDir);
  if (entries.length > 0 && !entries.includes('PG_VERSION')) {
    throw new Error(
      `sandbox data dir ${dataDir} is not empty and does not look like a sandbox database; refusing to delete it`,
    );
  }
  await rm(dataDir, { recursive: true, force: true });
}

/**
 * Tables whose times move after the Sandbox has started answering (finishDeferredRebase): the
 * health history is the largest table and no first screen reads it; the routes that do wait.
 */
const MOVED_AFTER_START = ['check_statuses'];

interface DeferredRebase {
  deltaMs: number;
  columns: TimeColumns;
  plan?: RebasePlan;
}

/** A template's stored plan, or undefined (an older template, or unreadable): then it is queried. */
function storedPlan(text: string | undefined): RebasePlan | undefined {
  if (!text) return undefined;
  try {
    const plan = JSON.parse(text) as Partial<RebasePlan> | null;
    return plan && Array.isArray(plan.keyed) && Array.isArray(plan.indexes) && plan.rewritable
      ? (plan as RebasePlan)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A copy of a template opens for the first time: its times become relative to now. */
async function rebaseCopy(
  db: PGlite,
  meta: Meta,
  now: Date,
  onStage?: (stage: SandboxStage) => void,
): Promise<void> {
  onStage?.({ stage: 'rebasing', step: 2, steps: 3 });
  const seededAt = Date.parse(meta.seeded_at ?? '');
  const { planFor, rebaseTimes, timeColumns } = await import('./rebase-times.ts');
  await db.transaction(async (tx) => {
    if (Number.isFinite(seededAt) && now.getTime() > seededAt) {
      const plan = storedPlan(meta.rebase_plan);
      const deltaMs = now.getTime() - seededAt;
      const all = meta.time_columns
        ? (JSON.parse(meta.time_columns) as TimeColumns)
        : await timeColumns(tx);
      const first = Object.fromEntries(
        Object.entries(all).filter(([table]) => !MOVED_AFTER_START.includes(table)),
      );
      const later = Object.fromEntries(
        Object.entries(all).filter(([table]) => MOVED_AFTER_START.includes(table)),
      );
      await rebaseTimes(tx, deltaMs, first, plan);
      const deferred: DeferredRebase = {
        deltaMs,
        columns: later,
        ...(plan ? { plan: planFor(plan, Object.keys(later)) } : {}),
      };
      await tx.query(`INSERT INTO sandbox_meta (key, value) VALUES ('rebase_deferred', $1)`, [
        JSON.stringify(deferred),
      ]);
    }
    await tx.query(`UPDATE sandbox_meta SET value = $1 WHERE key = 'seeded_at'`, [
      now.toISOString(),
    ]);
    await tx.query(
      `DELETE FROM sandbox_meta WHERE key IN ('template', 'time_columns', 'rebase_plan')`,
    );
  });
}

/**
 * Moves the times of the tables a first start left for later (MOVED_AFTER_START), once; true
 * when there was anything to move. Safe to call on any Sandbox database, any number of times.
 */
export async function finishDeferredRebase(db: PGlite): Promise<boolean> {
  if (!(await hasSandboxMeta(db))) return false;
  const { rebaseTimes } = await import('./rebase-times.ts');
  return db.transaction(async (tx) => {
    const row = await tx.query<{ value: string }>(
      `SELECT value FROM sandbox_meta WHERE key = 'rebase_deferred' FOR UPDATE`,
    );
    const text = row.rows[0]?.value;
    if (!text) return false;
    const deferred = JSON.parse(text) as DeferredRebase;
    await rebaseTimes(tx, deferred.deltaMs, deferred.columns, deferred.plan);
    await tx.query(`DELETE FROM sandbox_meta WHERE key = 'rebase_deferred'`);
    return true;
  });
}

/**
 * Postgres's buffer cache per scale, kept in the data dir (postgresql.auto.conf) so that it holds
 * from the next start on (a template's copy starts with it). At the default 128 MB the small
 * seed's whole database ends up cached in the Sandbox's WebAssembly memory, which never shrinks;
 * measured on the 2-core VM, a small Sandbox at 32 MB answered 20 reads as fast (495 ms against
 * 515) with 250 MB of PSS instead of 370. At 16 MB (its tables and indexes are 14 MB) the same
 * rounds of reads (summary, checks, config items, history) took 115-120 ms against 120-145 at 32,
 * with 18 MB less WebAssembly memory resident (53 against 71 MB). The large seed's queries need
 * the default (a 20-filter query took 103 ms at 32 MB against 55).
 */
const SHARED_BUFFERS: Record<Scale, string> = { small: '16MB', medium: '128MB', large: '128MB' };

async function sizeBuffers(db: PGlite, scale: string): Promise<void> {
  const wanted = SHARED_BUFFERS[scale as Scale] ?? SHARED_BUFFERS.large;
  const current = await db.query<{ shared_buffers: string }>('SHOW shared_buffers');
  if (current.rows[0]?.shared_buffers !== wanted)
    await db.exec(`ALTER SYSTEM SET shared_buffers = '${wanted}'`);
}

async function tryReuse(
  dataDir: string,
  wanted: {
    seed?: number;
    scale?: Scale;
    asTemplate?: boolean;
    now: () => Date;
    onStage?: (stage: SandboxStage) => void;
  },
): Promise<SandboxDatabase | 'rebuild' | 'damaged'> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) return 'rebuild';
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir);
  } catch {
    // Unreadable: a crash during initdb, or a database damaged on disk that held the user's
    // edits. Which one cannot be told from here, so it is set aside, not deleted.
    return 'damaged';
  }
  const meta = await readMeta(db).catch(() => undefined);
  if (meta === undefined) {
    await db.close().catch(() => undefined);
    return 'damaged';
  }
  try {
    const usable =
      meta?.status === 'ready' &&
      meta.schema_version === String(SCHEMA_VERSION) &&
      (wanted.seed === undefined || meta.seed === String(wanted.seed)) &&
      (wanted.scale === undefined || meta.scale === wanted.scale);
    if (usable && meta.seed !== undefined && meta.scale !== undefined) {
      await sizeBuffers(db, meta.scale);
      if (meta.template === 'true' && !wanted.asTemplate)
        await rebaseCopy(db, meta, wanted.now(), wanted.onStage);
      return {
        db,
        created: false,
        seed: Number(meta.seed),
        scale: meta.scale,
        close: () => db.close(),
      };
    }
  } catch {
    // fall through: treat as half-initialised
  }
  await db.close().catch(() => undefined);
  return 'rebuild';
}

/**
 * Moves a damaged data dir aside as `<dir>.damaged` (replacing an older one, so at most one copy
 * takes disk space) for the user or a bug report; the Sandbox then starts on a fresh database.
 */
async function setAsideDamaged(dataDir: string): Promise<string> {
  const aside = `${dataDir}.damaged`;
  await rm(aside, { recursive: true, force: true });
  await rename(dataDir, aside);
  return aside;
}

/** A new database in `dataDir` (in memory when undefined), seeded, and marked ready last. */
async function createSeeded(
  dataDir: string | undefined,
  wanted: { seed: number; scale: Scale; asTemplate?: boolean; now: () => Date; setAside?: string },
): Promise<SandboxDatabase> {
  const { seed, scale, asTemplate, now, setAside } = wanted;
  // Loaded only when seeding, so that starting from an existing dir stays lean.
  const [{ seedDatabase }, { applySchema }, { hashSecret }, { rebasePlan, timeColumns }] =
    await Promise.all([
      import('../seed/seed-database.ts'),
      import('./apply-schema.ts'),
      import('./credentials.ts'),
      import('./rebase-times.ts'),
    ]);
  const db = await PGlite.create(dataDir);
  try {
    const passwordHash = await hashSecret(SANDBOX_PASSWORD);
    const seedReport = await db.transaction(async (tx) => {
      await applySchema(tx);
      const report = await seedDatabase(tx, { seed, scale, now: now(), passwordHash });
      const meta: [string, string][] = [
        ['schema_version', String(SCHEMA_VERSION)],
        ['seed', String(seed)],
        ['scale', scale],
        ['seeded_at', now().toISOString()],
        ['offline_agent_id', report.offlineAgentId],
      ];
      if (asTemplate)
        meta.push(['template', 'true'], ['time_columns', JSON.stringify(await timeColumns(tx))]);
      for (const [key, value] of meta)
        await tx.query('INSERT INTO sandbox_meta (key, value) VALUES ($1, $2)', [key, value]);
      return report;
    });
    // PGlite runs no autovacuum: statistics for the planner, and the visibility map that lets the
    // catalog's counts and pages read indexes alone on the large seed.
    await db.exec('VACUUM ANALYZE');
    // After ANALYZE: which tables count as large reads the statistics.
    if (asTemplate)
      await db.query(`INSERT INTO sandbox_meta (key, value) VALUES ('rebase_plan', $1)`, [
        JSON.stringify(await rebasePlan(db, Object.keys(await timeColumns(db)))),
      ]);
    await sizeBuffers(db, scale);
    // Written last and on its own: a data dir without it is half-initialised and gets rebuilt.
    await db.query(`INSERT INTO sandbox_meta (key, value) VALUES ('status', 'ready')`);
    return {
      db,
      created: true,
      seed,
      scale,
      seedReport,
      ...(setAside ? { setAside } : {}),
      close: () => db.close(),
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`sandbox database setup failed (seed ${seed}, scale ${scale}): ${message}`, {
      cause: error,
    });
  }
}

export async function openSandboxDatabase(
  options: OpenSandboxOptions = {},
): Promise<SandboxDatabase> {
  const parsed = optionsSchema.safeParse({
    dataDir: options.dataDir,
    seed: options.seed,
    scale: options.scale,
    reset: options.reset,
    templateDir: options.templateDir,
    asTemplate: options.asTemplate,
  });
  if (!parsed.success)
    throw new Error(`openSandboxDatabase: invalid options: ${z.prettifyError(parsed.error)}`);
  const { dataDir, reset, templateDir, asTemplate } = parsed.data;
  const now = options.now ?? (() => new Date());
  const reuse = (dir: string) =>
    tryReuse(dir, {
      seed: parsed.data.seed,
      scale: parsed.data.scale,
      asTemplate,
      now,
      onStage: options.onStage,
    });

  let setAside: string | undefined;
  if (dataDir && !reset && existsSync(join(dataDir, 'PG_VERSION'))) {
    const reused = await reuse(dataDir);
    if (typeof reused === 'object') return reused;
    if (reused === 'damaged') setAside = await setAsideDamaged(dataDir);
  }
  // A first start, a reset, or a folder left half made or damaged: the template's copy when there
  // is one of the wanted seed and scale (seconds faster than seeding).
  if (dataDir && templateDir && existsSync(join(templateDir, 'PG_VERSION'))) {
    options.onStage?.({ stage: 'copying', step: 1, steps: 3 });
    await wipeDataDir(dataDir);
    await copyTemplate(templateDir, dataDir);
    const copied = await reuse(dataDir);
    if (typeof copied === 'object') return { ...copied, ...(setAside ? { setAside } : {}) };
  }
  const seed = parsed.data.seed ?? 1;
  const scale = parsed.data.scale ?? 'small';
  if (dataDir) {
    await wipeDataDir(dataDir);
    await mkdir(dataDir, { recursive: true });
  }
  options.onStage?.({ stage: 'seeding', step: 1, steps: 2 });
  return createSeeded(dataDir, { seed, scale, asTemplate, now, setAside });
}
