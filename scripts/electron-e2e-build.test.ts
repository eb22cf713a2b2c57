// The `_electron` specs' build (issue 38 item 2): every package main.cjs loads at run time must
// resolve from where it is built, or Electron cannot even load main.
import { readFile } from 'node:fs/promises';
import { builtinModules, createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildElectronForE2e,
  E2E_ELECTRON_DIR,
  externalSpecifiers,
  type E2eElectronBuild,
} from './electron-e2e-build.ts';

let built: E2eElectronBuild;
let specifiers: string[];

beforeAll(async () => {
  built = await buildElectronForE2e('resolve-test');
  specifiers = externalSpecifiers(await readFile(built.main, 'utf8'));
});
afterAll(async () => {
  await built.dispose();
});

describe('the e2e Electron build', () => {
  it('lives inside the repository, not in the OS temp folder', () => {
    expect(built.main.startsWith(E2E_ELECTRON_DIR + path.sep)).toBe(true);
    // Not in a folder of its own under the OS temp folder, where node_modules does not resolve;
    // a checkout that itself lives under it (a CI clone in /tmp) is fine, as the build is inside.
    const repoInTemp = !path.relative(os.tmpdir(), E2E_ELECTRON_DIR).startsWith('..');
    if (!repoInTemp) expect(path.relative(os.tmpdir(), built.main).startsWith('..')).toBe(true);
  });

  it("finds main's run-time packages, the lazily imported ones included", () => {
    expect(specifiers).toEqual(
      expect.arrayContaining([
        'zod',
        'pino',
        'undici',
        'yaml',
        'electron-updater',
        '@napi-rs/keyring',
      ]),
    );
    expect(specifiers.filter((name) => builtinModules.includes(name))).toEqual([]);
  });

  it('resolves every one of them from where main is built', () => {
    const fromMain = createRequire(built.main);
    const unresolved = specifiers.filter((name) => {
      try {
        fromMain.resolve(name);
        return false;
      } catch {
        return true;
      }
    });
    expect(unresolved).toEqual([]);
  });

  it('would not resolve them from the OS temp folder, where the specs used to build', () => {
    const fromTemp = createRequire(path.join(os.tmpdir(), 'mcd-electron-e2e', 'out', 'main.cjs'));
    expect(() => fromTemp.resolve('zod')).toThrow(/Cannot find module/);
  });

  it('skips code that a bundled library only writes as a string', () => {
    expect(
      externalSpecifiers(
        'var a = require("zod"); x = `require("ajv/dist/runtime/uri").default`; ' +
          'y = \'require("ajv/x")\'; await import("pino"); require("node:fs"); require("electron");',
      ),
    ).toEqual(['pino', 'zod']);
  });
});
