// Finds the Electron executable without `require('electron')`, which would try to download the
// binary when it is missing. Answers with the path or the reason there is none — the specs then
// skip — except under MCD_REQUIRE_ELECTRON=1 (the PR and release workflows, which have the
// binary): there a missing binary throws, failing the run instead of passing it on skips.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type ElectronBinary = { path: string } | { missing: string };

export function locateElectronBinary(
  repoRoot: string,
  env: NodeJS.ProcessEnv = process.env,
): ElectronBinary {
  const found = findElectronBinary(repoRoot);
  if ('missing' in found && env.MCD_REQUIRE_ELECTRON === '1')
    throw new Error(
      `MCD_REQUIRE_ELECTRON=1 but there is no usable Electron binary: ${found.missing}`,
    );
  return found;
}

function findElectronBinary(repoRoot: string): ElectronBinary {
  const pkgDir = path.join(repoRoot, 'node_modules', 'electron');
  if (!existsSync(path.join(pkgDir, 'package.json')))
    return { missing: 'the electron package is not installed' };
  const pathFile = path.join(pkgDir, 'path.txt');
  if (!existsSync(pathFile) && !process.env.ELECTRON_OVERRIDE_DIST_PATH) {
    return { missing: 'node_modules/electron/path.txt is absent: the binary was never downloaded' };
  }
  const relative = existsSync(pathFile)
    ? readFileSync(pathFile, 'utf8').trim()
    : process.platform === 'win32'
      ? 'electron.exe'
      : 'electron';
  const binary = process.env.ELECTRON_OVERRIDE_DIST_PATH
    ? path.join(process.env.ELECTRON_OVERRIDE_DIST_PATH, relative)
    : path.join(pkgDir, 'dist', relative);
  if (!existsSync(binary)) return { missing: `${binary} does not exist` };
  const probe = spawnSync(binary, ['--version'], { timeout: 15_000, encoding: 'utf8' });
  if (probe.status !== 0) {
    const why = (probe.stderr || probe.error?.message || `exit ${String(probe.status)}`)
      .trim()
      .split('\n')[0];
    return { missing: `${binary} cannot be executed: ${why}` };
  }
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    return { missing: 'no display (DISPLAY/WAYLAND_DISPLAY unset); run under xvfb-run' };
  }
  return { path: binary };
}
