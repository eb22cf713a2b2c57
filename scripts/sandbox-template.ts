// The Sandbox database the app starts from: seeded when the app is built (out/sandbox-template),
// copied into the user's data folder on a first start, its times moved to that moment
// (electron/sandbox/db/rebase-times.ts). Seeded again only when the Sandbox's schema or seed
// sources change (a hash of them is kept beside it).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Besides the schema and the seed: the kept schema cache (cachedSchema) and this file. */
const ALSO_HASHED = ['electron/sandbox/postgrest/schema-cache.ts', 'scripts/sandbox-template.ts'];

export function sourcesHash(repoRoot: string): string {
  const hash = createHash('sha256');
  for (const dir of ['electron/sandbox/db', 'electron/sandbox/seed']) {
    const files = readdirSync(path.join(repoRoot, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.(ts|sql|json)$/.test(e.name) && !e.name.includes('.test.'))
      .map((e) => path.join(e.parentPath, e.name))
      .sort();
    const also =
      dir === 'electron/sandbox/db' ? ALSO_HASHED.map((f) => path.join(repoRoot, f)) : [];
    for (const file of [...files, ...also]) {
      hash.update(path.relative(repoRoot, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** Seeds `<outDir>/sandbox-template` unless the one there matches the sources; what it did. */
export async function buildSandboxTemplate(
  repoRoot: string,
  outDir: string,
): Promise<'kept' | 'seeded'> {
  const dir = path.join(outDir, 'sandbox-template');
  const stamp = path.join(outDir, 'sandbox-template.hash');
  const hash = sourcesHash(repoRoot);
  const current = existsSync(stamp) ? readFileSync(stamp, 'utf8') : '';
  if (existsSync(path.join(dir, 'PG_VERSION')) && current === hash) return 'kept';
  const { openSandboxDatabase } = await import('../electron/sandbox/db/open-database.ts');
  const { cachedSchema } = await import('../electron/sandbox/postgrest/schema-cache.ts');
  const database = await openSandboxDatabase({ dataDir: dir, reset: true, asTemplate: true });
  // Introspected once here and kept in the database, so a first start does not pay for it.
  await cachedSchema(database.db);
  // Copied on every first start, so kept small. The Sandbox never creates a database: the two
  // template databases are a quarter of the folder. Without recycled WAL segments, and with a
  // switch to a new one that frees the old, one segment remains (copy-template.ts writes it as
  // the few bytes it uses).
  const { db } = database;
  await db.exec(
    `UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`,
  );
  await db.exec('DROP DATABASE template0');
  await db.exec('DROP DATABASE template1');
  await db.exec('SET wal_recycle = off');
  await db.exec('CHECKPOINT');
  await db.query('SELECT pg_switch_wal()');
  await db.exec('CHECKPOINT');
  await database.close();
  writeFileSync(stamp, hash);
  return 'seeded';
}
