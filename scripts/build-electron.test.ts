// Builds the Electron bundles into a temp folder and checks the artefacts themselves: the preload
// runs as a lone CommonJS script exposing exactly `desktop` with one function per contract
// channel, and main loads only Electron, Node built-ins and production dependencies.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { compileFunction } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelNames, splitChannel } from '../preload/contract/channels.ts';
import { buildElectron, type ElectronBuildOutput } from './build-electron.ts';

function productionDependencies(): Record<string, string> {
  return (
    JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    }
  ).dependencies;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

let outDir: string;
let out: ElectronBuildOutput;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'mcd-build-electron-'));
  out = await buildElectron({ outDir });
});
afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

interface Exposed {
  key: string;
  api: Record<string, Record<string, (request?: unknown) => Promise<unknown>>>;
}

async function loadPreload(): Promise<{
  exposed: Exposed[];
  invoked: Array<[string, unknown[]]>;
  required: string[];
  sent: Array<[string, unknown]>;
}> {
  const code = await readFile(out.preload, 'utf8');
  const exposed: Exposed[] = [];
  const invoked: Array<[string, unknown[]]> = [];
  const required: string[] = [];
  const sent: Array<[string, unknown]> = [];
  const electron = {
    contextBridge: {
      exposeInMainWorld: (key: string, api: Exposed['api']) => exposed.push({ key, api }),
    },
    ipcRenderer: {
      invoke: (channel: string, ...args: unknown[]) => {
        invoked.push([channel, args]);
        return Promise.resolve({ ok: true, value: channel });
      },
      on: () => undefined,
      send: (channel: string, message: unknown) => sent.push([channel, message]),
    },
  };
  // A sandboxed preload gets a `require` that knows only a few modules; ours may ask for electron.
  const sandboxRequire = (name: string) => {
    required.push(name);
    if (name === 'electron') return electron;
    throw new Error(`module not found in a sandboxed preload: ${name}`);
  };
  const module = { exports: {} };
  (compileFunction(code, ['require', 'module', 'exports']) as (...args: unknown[]) => void)(
    sandboxRequire,
    module,
    module.exports,
  );
  return { exposed, invoked, required, sent };
}

describe('preload bundle', () => {
  it('is one self-contained script that requires nothing but electron', async () => {
    const { required } = await loadPreload();
    expect([...new Set(required)]).toEqual(['electron']);
  });

  it('does not ship zod or the schemas', async () => {
    const code = await readFile(out.preload, 'utf8');
    expect(code).not.toMatch(/zod|safeParse|ZodError/);
    expect(code.length).toBeLessThan(10_000);
  });

  it('exposes only window.desktop, frozen, with a function for every contract channel', async () => {
    const { exposed } = await loadPreload();
    expect(exposed.map((e) => e.key)).toEqual(['desktop', 'desktopEvents']);
    const api = exposed[0]!.api;
    expect(Object.isFrozen(api)).toBe(true);
    const bridged: string[] = [];
    for (const [area, verbs] of Object.entries(api)) {
      expect(Object.isFrozen(verbs)).toBe(true);
      for (const [verb, fn] of Object.entries(verbs)) {
        expect(typeof fn).toBe('function');
        bridged.push(`${area}:${verb}`);
      }
    }
    expect(bridged.sort()).toEqual([...channelNames].sort());
  });

  it('exposes window.desktopEvents, frozen, with onEvent and setScope only', async () => {
    const { exposed, sent } = await loadPreload();
    const events = exposed[1]!.api as unknown as Record<string, (...args: unknown[]) => unknown>;
    expect(Object.isFrozen(events)).toBe(true);
    expect(Object.keys(events).sort()).toEqual(['onEvent', 'setScope']);
    expect(() => events.onEvent!('nope:never', () => {})).toThrow(/Unknown event/);
    const off = events.onEvent!('orgs:changed', () => {});
    expect(typeof off).toBe('function');
    expect(sent).toHaveLength(1);
    expect(sent[0]![0]).toBe('mcd:event-subscribe');
    expect(sent[0]![1]).toMatchObject({ orgId: null });
  });

  it('invokes the matching channel with exactly one request argument', async () => {
    const { exposed, invoked } = await loadPreload();
    const api = exposed[0]!.api;
    for (const name of channelNames) {
      const { area, verb } = splitChannel(name);
      await expect(api[area]![verb]!()).resolves.toEqual({ ok: true, value: name });
    }
    const set = api.settings!.set!;
    await set({ theme: 'dark' });
    expect(invoked.at(-1)).toEqual(['settings:set', [{ theme: 'dark' }]]);
    expect(invoked.slice(0, channelNames.length).map(([, args]) => args)).toEqual(
      channelNames.map(() => [{}]),
    );
  });
});

describe('main bundle', () => {
  it('is CommonJS and loads only electron, Node built-ins and production dependencies', async () => {
    const code = await readFile(out.main, 'utf8');
    const production = new Set(Object.keys(productionDependencies()));
    const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
    // Only real require calls of the bundle, not code strings that ajv generates at run time.
    const required = [...code.matchAll(/(?<![\w$."'`])require\("([^"]+)"\)/g)].map((m) => m[1]!);
    const packages = new Set(required.filter((r) => !builtins.has(r)).map(packageName));
    expect(packages.has('electron')).toBe(true);
    packages.delete('electron');
    for (const name of packages)
      expect(
        production,
        `${name} is required by main but is not a production dependency`,
      ).toContain(name);
    // The ESM-only settings engine is inlined so main can stay CommonJS.
    expect(packages.has('conf')).toBe(false);
    expect(packages.has('electron-store')).toBe(false);
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
    // Strict mode survives the banner, and no module-relative import.meta is left behind.
    expect(code.startsWith('"use strict";')).toBe(true);
    expect(code).not.toMatch(/import\.meta\.(url|dirname)\b(?![^"]*")/);
  });

  it('fails loudly, not silently, if bundled code reaches for import.meta.url', async () => {
    const code = await readFile(out.main, 'utf8');
    const banner = code.slice(0, code.indexOf('} };') + 4);
    const probe = compileFunction(
      `${banner}\nreturn () => __mainImportMeta.url;`,
    ) as () => () => string;
    expect(() => probe()()).toThrow(
      /import\.meta\.url is not available in the bundled main process/,
    );
  });

  it('writes the flavour as a constant', async () => {
    const release = await readFile(out.main, 'utf8');
    const honoursTestProfile = /if \(process\.env\.MCD_E2E_USER_DATA_DIR\)/;
    expect(release).not.toContain('process.env.MCD_BUILD_FLAVOUR');
    expect(release).not.toMatch(honoursTestProfile);
    const e2eDir = await mkdtemp(path.join(os.tmpdir(), 'mcd-build-electron-e2e-'));
    try {
      const e2e = await buildElectron({ outDir: e2eDir, e2e: true });
      expect(await readFile(e2e.main, 'utf8')).toMatch(honoursTestProfile);
    } finally {
      await rm(e2eDir, { recursive: true, force: true });
    }
  });

  it('reports the sandbox entry as skipped or built, matching the source tree', () => {
    expect(out.sandbox === null).toBe(!existsSync(path.resolve('electron/sandbox/cli.ts')));
  });
});

/** The package and relative specifiers a bundle's file imports, statically or later. */
function importsOf(code: string): string[] {
  return [...code.matchAll(/^\s*import\s[^'"]*?from\s+"([^"]+)"|\bimport\("([^"]+)"\)/gm)].map(
    (m) => (m[1] ?? m[2])!,
  );
}

for (const which of ['sandbox', 'host'] as const) {
  describe(`${which} bundle`, () => {
    it('is ES modules in one folder importing only Node built-ins and production dependencies', async () => {
      const bundle = out[which];
      if (!bundle) return; // not written yet: nothing to package
      const production = new Set(Object.keys(productionDependencies()));
      // The entry and the files it loads later (split off by the build), each read once.
      const files = [bundle];
      let packages = 0;
      for (const file of files) {
        for (const specifier of importsOf(await readFile(file, 'utf8'))) {
          if (specifier.startsWith('./')) {
            const next = path.join(path.dirname(bundle), specifier);
            expect(existsSync(next), `${specifier} (imported in ${file}) is in the bundle`).toBe(
              true,
            );
            if (!files.includes(next)) files.push(next);
            continue;
          }
          packages += 1;
          if (specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
          expect(
            production,
            `${specifier} is imported by the ${which} but is not a production dependency`,
          ).toContain(packageName(specifier));
        }
      }
      expect(packages).toBeGreaterThan(0);
    });
  });
}
