// tests/electron/electron-binary.ts decides whether the `_electron` specs run, skip or fail.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { locateElectronBinary } from '../tests/electron/electron-binary.ts';

describe('locateElectronBinary', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('answers why there is no binary, for the specs to skip', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mcd-no-electron-'));
    expect(locateElectronBinary(dir, {})).toEqual({
      missing: 'the electron package is not installed',
    });
  });

  it('throws instead under MCD_REQUIRE_ELECTRON=1, so a workflow cannot pass on skips', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mcd-no-electron-'));
    expect(() => locateElectronBinary(dir!, { MCD_REQUIRE_ELECTRON: '1' })).toThrow(
      'MCD_REQUIRE_ELECTRON=1 but there is no usable Electron binary: the electron package is not installed',
    );
  });
});
