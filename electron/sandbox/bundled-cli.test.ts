import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundledSandboxCli } from './bundled-cli.ts';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function tree(bundleAt: number | null, sourceAt: number): string {
  root = mkdtempSync(path.join(os.tmpdir(), 'mcd-bundled-cli-'));
  const source = path.join(root, 'electron/sandbox/db/schema.ts');
  mkdirSync(path.dirname(source), { recursive: true });
  writeFileSync(source, '');
  utimesSync(source, sourceAt, sourceAt);
  if (bundleAt !== null) {
    const bundle = path.join(root, 'out/sandbox/cli.mjs');
    mkdirSync(path.dirname(bundle), { recursive: true });
    writeFileSync(bundle, '');
    utimesSync(bundle, bundleAt, bundleAt);
  }
  return root;
}

describe('bundledSandboxCli', () => {
  it('runs the bundle when it is newer than every source file', () => {
    expect(bundledSandboxCli(tree(2000, 1000))).toBe(path.join(root, 'out/sandbox/cli.mjs'));
  });

  it('runs the source when a source file changed after the build', () => {
    expect(bundledSandboxCli(tree(1000, 2000))).toBeUndefined();
  });

  it('runs the source when nothing was built', () => {
    expect(bundledSandboxCli(tree(null, 1000))).toBeUndefined();
  });
});
