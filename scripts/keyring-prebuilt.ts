// electron-builder hooks (electron-builder.yml beforePack/afterPack) that give every packaged
// platform+arch its own prebuilt @napi-rs/keyring binary. npm installs only the host's
// @napi-rs/keyring-<platform>-<arch> package, and npmRebuild is off (nothing to compile), so an
// arm64 package built on an x64 runner would otherwise ship without a keychain binding.
// beforePack adds the target's package to node_modules (fetched with `npm pack` from the npm
// registry, at the version @napi-rs/keyring's optionalDependencies pin) so electron-builder's
// dependency collection copies it; afterPack fails the build unless the packaged app holds the
// binary, then removes what beforePack added.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractPackageTarball } from './tarball.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** electron-builder's Arch enum (builder-util), by number. */
const ARCH_NAMES: Record<number, string> = {
  0: 'ia32',
  1: 'x64',
  2: 'armv7l',
  3: 'arm64',
  4: 'universal',
};

/** The @napi-rs/keyring binding package for an Electron platform and a Node/Electron arch. */
export function keyringPackageFor(platform: string, arch: string): string {
  const suffixes: Record<string, Record<string, string>> = {
    darwin: { x64: 'darwin-x64', arm64: 'darwin-arm64' },
    mas: { x64: 'darwin-x64', arm64: 'darwin-arm64' },
    win32: { x64: 'win32-x64-msvc', arm64: 'win32-arm64-msvc', ia32: 'win32-ia32-msvc' },
    // Electron's Linux builds are glibc builds.
    linux: { x64: 'linux-x64-gnu', arm64: 'linux-arm64-gnu', armv7l: 'linux-arm-gnueabihf' },
  };
  const suffix = suffixes[platform]?.[arch];
  if (!suffix) throw new Error(`@napi-rs/keyring has no prebuilt binary for ${platform}-${arch}`);
  return `@napi-rs/keyring-${suffix}`;
}

/** The .node file inside a binding package: `keyring.<platform>-<arch>[-abi].node`. */
export function bindingFileName(packageName: string): string {
  return `keyring.${packageName.replace('@napi-rs/keyring-', '')}.node`;
}

/** The version of `packageName` that the installed @napi-rs/keyring expects. */
export function pinnedVersion(nodeModules: string, packageName: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(nodeModules, '@napi-rs', 'keyring', 'package.json'), 'utf8'),
  ) as { optionalDependencies?: Record<string, string> };
  const version = manifest.optionalDependencies?.[packageName];
  if (!version) throw new Error(`@napi-rs/keyring does not list ${packageName}`);
  return version;
}

/** Fetches `name@version` into `dir` as a tarball and returns its path. */
export type FetchPackage = (spec: string, dir: string) => string;

/** `npm pack` downloads the tarball from the npm registry without installing anything. */
export const npmPack: FetchPackage = (spec, dir) => {
  const output = execFileSync('npm', ['pack', spec, '--json', '--pack-destination', dir], {
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  const [packed] = JSON.parse(output) as Array<{ filename: string }>;
  if (!packed) throw new Error(`npm pack ${spec} returned nothing`);
  return path.join(dir, packed.filename);
};

function installedVersion(dir: string): string | null {
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest)) return null;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version ?? null;
}

/**
 * Makes sure node_modules holds the binding package for platform+arch at the pinned version.
 * Returns its folder when this call added it (for removal afterwards), null when it was there.
 */
export function ensureKeyringPackage(options: {
  nodeModules: string;
  platform: string;
  arch: string;
  fetchPackage?: FetchPackage;
}): { name: string; added: string | null } {
  const name = keyringPackageFor(options.platform, options.arch);
  const version = pinnedVersion(options.nodeModules, name);
  const target = path.join(options.nodeModules, ...name.split('/'));
  if (installedVersion(target) === version && existsSync(path.join(target, bindingFileName(name))))
    return { name, added: null };
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'mcd-keyring-'));
  try {
    const tarball = (options.fetchPackage ?? npmPack)(`${name}@${version}`, tmp);
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    extractPackageTarball(readFileSync(tarball), target);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  if (!existsSync(path.join(target, bindingFileName(name))))
    throw new Error(`${name}@${version} from the npm registry has no ${bindingFileName(name)}`);
  return { name, added: target };
}

/** The packaged app's resources folder (where app.asar and app.asar.unpacked live). */
export function resourcesDir(appOutDir: string, platform: string): string {
  if (platform !== 'darwin' && platform !== 'mas') return path.join(appOutDir, 'resources');
  const bundle = readdirSync(appOutDir).find((entry) => entry.endsWith('.app'));
  if (!bundle) throw new Error(`no .app bundle in ${appOutDir}`);
  return path.join(appOutDir, bundle, 'Contents', 'Resources');
}

/** Null when the packaged app carries the binding (unpacked from the asar), else what is wrong. */
export function missingPackagedBinding(resources: string, packageName: string): string | null {
  const file = path.join(
    resources,
    'app.asar.unpacked',
    'node_modules',
    ...packageName.split('/'),
    bindingFileName(packageName),
  );
  return existsSync(file) ? null : `the packaged app has no keychain binding: ${file} is missing`;
}

interface PackContext {
  appOutDir: string;
  electronPlatformName: string;
  arch: number;
}

/**
 * The two hooks around one node_modules folder. They share the list of packages beforePack added,
 * which afterPack removes once it has checked the packaged app.
 */
export function keyringHooks(options: { nodeModules: string; fetchPackage?: FetchPackage }) {
  const addedByUs = new Set<string>();
  const archName = (arch: number) => ARCH_NAMES[arch] ?? String(arch);
  return {
    beforePack: (context: PackContext): void => {
      const arch = archName(context.arch);
      const { name, added } = ensureKeyringPackage({
        ...options,
        platform: context.electronPlatformName,
        arch,
      });
      if (!added) return;
      addedByUs.add(added);
      console.log(
        `  • keychain binding: added ${name} for ${context.electronPlatformName}-${arch}`,
      );
    },
    afterPack: (context: PackContext): void => {
      const arch = archName(context.arch);
      try {
        const name = keyringPackageFor(context.electronPlatformName, arch);
        const resources = resourcesDir(context.appOutDir, context.electronPlatformName);
        const problem = missingPackagedBinding(resources, name);
        if (problem) throw new Error(`${context.electronPlatformName}-${arch}: ${problem}`);
      } finally {
        // node_modules goes back to what npm installed, so the next arch carries only its own.
        for (const dir of addedByUs) rmSync(dir, { recursive: true, force: true });
        addedByUs.clear();
      }
    },
  };
}

const hooks = keyringHooks({ nodeModules: path.join(repoRoot, 'node_modules') });
/** electron-builder calls the export named like the hook (beforePack, afterPack). */
export const beforePack = hooks.beforePack;
export const afterPack = hooks.afterPack;
