// `npm run build`: the renderer (and the dev-only widget gallery) with Vite, then main, preload and
// the sandbox entry with esbuild (scripts/build-electron.ts). Leaves
// out/.build-stamp so `npm start` knows the build is current.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSandboxTemplate } from './sandbox-template.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function viteBuild(config: string): void {
  const vite = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      config,
      '--logLevel',
      'warn',
    ],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  if (vite.status !== 0) throw new Error(`vite build failed (${config})`);
}

export async function build(): Promise<void> {
  viteBuild('vite.config.ts');
  // The dev-only widget gallery, for tests/e2e/widgets.spec.ts (never packaged).
  viteBuild('vite.gallery.config.ts');
  const electronBuild = path.join(repoRoot, 'scripts/build-electron.ts');
  if (existsSync(electronBuild)) {
    const mod = (await import(electronBuild)) as {
      buildElectron: (o: { outDir: string }) => Promise<void>;
    };
    await mod.buildElectron({ outDir: path.join(repoRoot, 'out') });
  }
  const started = Date.now();
  if ((await buildSandboxTemplate(repoRoot, path.join(repoRoot, 'out'))) === 'seeded')
    console.log(`build: Sandbox database seeded in ${Math.round((Date.now() - started) / 1000)} s`);
  writeFileSync(path.join(repoRoot, 'out/.build-stamp'), new Date().toISOString());
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `--sandbox-template`: only the Sandbox database (`npm test` seeds it first, so that the tests
  // and the build beside them both find it made and never seed it at the same time).
  const templateOnly = process.argv.includes('--sandbox-template');
  (templateOnly
    ? buildSandboxTemplate(repoRoot, path.join(repoRoot, 'out')).then(() => undefined)
    : build()
  ).then(
    () =>
      console.log(
        templateOnly ? 'build: the Sandbox template is up to date' : 'build: out/ is up to date',
      ),
    (error: unknown) => {
      console.error(`build failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
