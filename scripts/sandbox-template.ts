// The Sandbox database the app starts from: seeded when the app is built (out/sandbox-template),
// copied into the user's data folder on a first start, its times moved to that moment
// (electron/sandbox/db/rebase-times.ts). Seeded again only when the Sandbox's schema or seed
// sources change (a hash of them is kept beside it).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function sourcesHash(repoRoot: string): string {
  const hash = createHash('sha256');
  for (const dir of ['electron/sandbox/db', 'electron/sandbox/seed']) {
    const files = readdirSync(path.join(repoRoot, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.(ts|sql|json)$/.test(e.name) && !e.name.includes('.test.'))
      .map((e) => path.join(e.parentPath, e.name))
      .sort();
    for (const file of files) {
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
  const database = await openSandboxDatabase({ dataDir: dir, reset: true, asTemplate: true });
  await database.close();
  writeFileSync(stamp, hash);
  return 'seeded';
}
