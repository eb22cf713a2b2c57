// The fuse table: which Electron fuses the packaged app must have, per build flavour, and a
// verifier that reads the fuse wire back from a packaged binary and compares it to the table.
// electron-builder.yml's `electronFuses` block must match `builderFuses('release')` (a test checks
// it), and every fuse the installed @electron/fuses knows must be listed here — the idea behind
// `strictlyRequireAllFuses`: a new Electron fuse fails the build until someone decides on it.
// `node scripts/electron-fuses.ts verify --app <binary or .app> [--e2e]`
// `node scripts/electron-fuses.ts verify --dist dist [--e2e]` (finds the unpacked app itself)
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FuseState, FuseV1Options, getCurrentFuseWire } from '@electron/fuses';

export type FuseFlavour = 'release' | 'e2e';
export type FuseName = Exclude<keyof typeof FuseV1Options, number>;

interface FuseDecision {
  release: boolean;
  /** Key in electron-builder's `electronFuses`; null when electron-builder cannot set it. */
  builderKey: string | null;
  why: string;
}

/** Decisions from reliability-security.md A.1.2. */
export const FUSE_TABLE: Record<FuseName, FuseDecision> = {
  RunAsNode: {
    release: false,
    builderKey: 'runAsNode',
    why: 'ELECTRON_RUN_AS_NODE turns the app into a plain Node; utilityProcess instead',
  },
  EnableCookieEncryption: {
    release: true,
    builderKey: 'enableCookieEncryption',
    why: 'cookies encrypted with the OS key (one-way)',
  },
  EnableNodeOptionsEnvironmentVariable: {
    release: false,
    builderKey: 'enableNodeOptionsEnvironmentVariable',
    why: 'NODE_OPTIONS could inject code',
  },
  EnableNodeCliInspectArguments: {
    release: false,
    builderKey: 'enableNodeCliInspectArguments',
    why: 'no --inspect / SIGUSR1 debugger in release; on in the e2e flavour for Playwright',
  },
  EnableEmbeddedAsarIntegrityValidation: {
    release: true,
    builderKey: 'enableEmbeddedAsarIntegrityValidation',
    why: 'app.asar verified on macOS and Windows (no effect on Linux)',
  },
  OnlyLoadAppFromAsar: {
    release: true,
    builderKey: 'onlyLoadAppFromAsar',
    why: 'no unverified app/ folder next to app.asar',
  },
  LoadBrowserProcessSpecificV8Snapshot: {
    release: false,
    builderKey: 'loadBrowserProcessSpecificV8Snapshot',
    why: 'we ship no browser snapshot',
  },
  GrantFileProtocolExtraPrivileges: {
    release: false,
    builderKey: 'grantFileProtocolExtraPrivileges',
    why: 'the renderer is served from app://, never file://',
  },
  WasmTrapHandlers: {
    release: true,
    builderKey: null,
    why: 'Electron default (on); electron-builder has no key for it, so the verifier checks it stays on',
  },
};

export function fuseNames(): FuseName[] {
  return Object.keys(FuseV1Options).filter((k) => Number.isNaN(Number(k))) as FuseName[];
}

export function expectedFuses(flavour: FuseFlavour): Record<FuseName, boolean> {
  const result = {} as Record<FuseName, boolean>;
  for (const name of Object.keys(FUSE_TABLE) as FuseName[]) {
    result[name] =
      name === 'EnableNodeCliInspectArguments' && flavour === 'e2e'
        ? true
        : FUSE_TABLE[name].release;
  }
  return result;
}

/** The `electronFuses` block electron-builder needs for a flavour. */
export function builderFuses(flavour: FuseFlavour): Record<string, boolean> {
  const expected = expectedFuses(flavour);
  const block: Record<string, boolean> = {};
  for (const [name, decision] of Object.entries(FUSE_TABLE) as Array<[FuseName, FuseDecision]>) {
    if (decision.builderKey) block[decision.builderKey] = expected[name];
  }
  return block;
}

/** Compares a fuse wire (index → FuseState) to the table; returns one line per mismatch. */
export function compareFuseWire(wire: Record<string, unknown>, flavour: FuseFlavour): string[] {
  const expected = expectedFuses(flavour);
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const [key, state] of Object.entries(wire)) {
    if (!/^\d+$/.test(key)) continue; // version, flags
    const name = (FuseV1Options as unknown as Record<string, string | undefined>)[key];
    if (!name || !(name in expected)) {
      problems.push(
        `fuse #${key} is not in the fuse table: decide on it in scripts/electron-fuses.ts`,
      );
      continue;
    }
    seen.add(name);
    const want = expected[name as FuseName];
    const have = state === FuseState.ENABLE ? true : state === FuseState.DISABLE ? false : null;
    if (have === null)
      problems.push(
        `${name} is ${state === FuseState.REMOVED ? 'removed' : 'inherited'}, expected ${want ? 'on' : 'off'}`,
      );
    else if (have !== want)
      problems.push(`${name} is ${have ? 'on' : 'off'}, expected ${want ? 'on' : 'off'}`);
  }
  for (const name of Object.keys(expected)) {
    if (!seen.has(name)) problems.push(`${name} is missing from the binary's fuse wire`);
  }
  return problems;
}

/** The Electron executable electron-builder left in `dist/*-unpacked` (or the .app on macOS). */
export function findPackagedApp(
  distDir: string,
  platform: NodeJS.Platform = process.platform,
): string {
  const dirs = existsSync(distDir)
    ? readdirSync(distDir, { withFileTypes: true }).filter((d) => d.isDirectory())
    : [];
  for (const dir of dirs) {
    const full = path.join(distDir, dir.name);
    if (platform === 'darwin' && /^mac/.test(dir.name)) {
      const app = readdirSync(full).find((f) => f.endsWith('.app'));
      if (app) return path.join(full, app);
    }
    if (platform === 'win32' && /^win.*unpacked$/.test(dir.name)) {
      const exe = readdirSync(full).find((f) => f.endsWith('.exe') && !/^Uninstall/i.test(f));
      if (exe) return path.join(full, exe);
    }
    if (platform === 'linux' && /^linux.*unpacked$/.test(dir.name)) {
      const bin = readdirSync(full).find((f) => f === 'mission-control-desktop');
      if (bin) return path.join(full, bin);
    }
  }
  throw new Error(`no packaged ${platform} app under ${distDir}; run npm run dist first`);
}

export async function verifyPackagedFuses(
  appPath: string,
  flavour: FuseFlavour,
): Promise<string[]> {
  const wire = (await getCurrentFuseWire(appPath)) as unknown as Record<string, unknown>;
  return compareFuseWire(wire, flavour);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const valueOf = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const flavour: FuseFlavour = args.includes('--e2e') ? 'e2e' : 'release';
  const run = async () => {
    if (args[0] !== 'verify')
      throw new Error('usage: electron-fuses.ts verify (--app <path> | --dist <dir>) [--e2e]');
    const app = valueOf('--app') ?? findPackagedApp(path.resolve(valueOf('--dist') ?? 'dist'));
    const problems = await verifyPackagedFuses(app, flavour);
    if (problems.length > 0)
      throw new Error(
        `fuses of ${app} do not match the ${flavour} table:\n  ${problems.join('\n  ')}`,
      );
    console.log(
      `fuses of ${app} match the ${flavour} table (${Object.keys(FUSE_TABLE).length} fuses)`,
    );
  };
  run().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
