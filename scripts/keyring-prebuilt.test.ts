import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Arch } from 'builder-util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bindingFileName,
  ensureKeyringPackage,
  keyringHooks,
  keyringPackageFor,
  missingPackagedBinding,
  pinnedVersion,
} from './keyring-prebuilt.ts';
import { extractPackageTarball } from './tarball.ts';

const root = path.resolve(import.meta.dirname, '..');

/** A gzip'd ustar archive of `files` under `package/`, as `npm pack` makes them. */
function tarball(files: Record<string, string>): Buffer {
  const blocks: Buffer[] = [];
  for (const [name, content] of Object.entries(files)) {
    const header = Buffer.alloc(512);
    header.write(`package/${name}`, 0);
    header.write('0000644\0', 100);
    header.write('0000000\0', 108);
    header.write('0000000\0', 116);
    header.write(`${Buffer.byteLength(content).toString(8).padStart(11, '0')}\0`, 124);
    header.write('00000000000\0', 136);
    header.write('0', 156);
    header.write('ustar\0', 257);
    header.write('00', 263);
    header.fill(' ', 148, 156);
    const sum = header.reduce((total, byte) => total + byte, 0);
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    const body = Buffer.alloc(Math.ceil(Buffer.byteLength(content) / 512) * 512);
    body.write(content);
    blocks.push(header, body);
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

describe('which keyring binding each packaged platform and arch needs', () => {
  it('names the napi-rs package of every target electron-builder.yml builds', () => {
    expect(keyringPackageFor('darwin', 'x64')).toBe('@napi-rs/keyring-darwin-x64');
    expect(keyringPackageFor('darwin', 'arm64')).toBe('@napi-rs/keyring-darwin-arm64');
    expect(keyringPackageFor('win32', 'x64')).toBe('@napi-rs/keyring-win32-x64-msvc');
    expect(keyringPackageFor('win32', 'arm64')).toBe('@napi-rs/keyring-win32-arm64-msvc');
    expect(keyringPackageFor('linux', 'x64')).toBe('@napi-rs/keyring-linux-x64-gnu');
    expect(keyringPackageFor('linux', 'arm64')).toBe('@napi-rs/keyring-linux-arm64-gnu');
    expect(() => keyringPackageFor('darwin', 'universal')).toThrow(/no prebuilt binary/);
    expect(bindingFileName('@napi-rs/keyring-win32-x64-msvc')).toBe('keyring.win32-x64-msvc.node');
  });

  it('every name is one @napi-rs/keyring really publishes, at its own version', () => {
    const nodeModules = path.join(root, 'node_modules');
    for (const [platform, arch] of [
      ['darwin', 'x64'],
      ['darwin', 'arm64'],
      ['win32', 'x64'],
      ['win32', 'arm64'],
      ['linux', 'x64'],
      ['linux', 'arm64'],
    ] as const) {
      const version = pinnedVersion(nodeModules, keyringPackageFor(platform, arch));
      expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });

  it("follows electron-builder's Arch numbering", () => {
    expect([Arch.ia32, Arch.x64, Arch.armv7l, Arch.arm64]).toEqual([0, 1, 2, 3]);
  });
});

describe('the beforePack/afterPack hooks', () => {
  let dir: string;
  let nodeModules: string;
  const fetched: string[] = [];
  const fetchPackage = (spec: string, into: string) => {
    fetched.push(spec);
    const name = spec.slice(0, spec.lastIndexOf('@'));
    const file = path.join(into, 'pkg.tgz');
    writeFileSync(
      file,
      tarball({
        'package.json': JSON.stringify({ name, version: '2.1.2' }),
        [bindingFileName(name)]: 'binary',
      }),
    );
    return file;
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mcd-keyring-test-'));
    nodeModules = path.join(dir, 'node_modules');
    mkdirSync(path.join(nodeModules, '@napi-rs', 'keyring'), { recursive: true });
    writeFileSync(
      path.join(nodeModules, '@napi-rs', 'keyring', 'package.json'),
      JSON.stringify({
        name: '@napi-rs/keyring',
        optionalDependencies: {
          '@napi-rs/keyring-linux-arm64-gnu': '2.1.2',
          '@napi-rs/keyring-darwin-arm64': '2.1.2',
        },
      }),
    );
    fetched.length = 0;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('fetches the missing binding at the pinned version, and not when it is there', () => {
    const first = ensureKeyringPackage({
      nodeModules,
      platform: 'linux',
      arch: 'arm64',
      fetchPackage,
    });
    expect(fetched).toEqual(['@napi-rs/keyring-linux-arm64-gnu@2.1.2']);
    expect(first.added).toBe(path.join(nodeModules, '@napi-rs', 'keyring-linux-arm64-gnu'));
    expect(readFileSync(path.join(first.added!, 'keyring.linux-arm64-gnu.node'), 'utf8')).toBe(
      'binary',
    );
    const second = ensureKeyringPackage({
      nodeModules,
      platform: 'linux',
      arch: 'arm64',
      fetchPackage,
    });
    expect(second.added).toBeNull();
    expect(fetched).toHaveLength(1);
  });

  it('fails when the fetched package has no binary', () => {
    const empty = (_spec: string, into: string) => {
      writeFileSync(path.join(into, 'e.tgz'), tarball({ 'package.json': '{}' }));
      return path.join(into, 'e.tgz');
    };
    expect(() =>
      ensureKeyringPackage({ nodeModules, platform: 'linux', arch: 'arm64', fetchPackage: empty }),
    ).toThrow(/has no keyring\.linux-arm64-gnu\.node/);
  });

  it('afterPack fails the build when the packaged app lacks the binding, and cleans up', () => {
    const hooks = keyringHooks({ nodeModules, fetchPackage });
    const appOutDir = path.join(dir, 'linux-arm64-unpacked');
    const context = { appOutDir, electronPlatformName: 'linux', arch: Arch.arm64 };
    hooks.beforePack(context);
    const added = path.join(nodeModules, '@napi-rs', 'keyring-linux-arm64-gnu');
    expect(existsSync(added)).toBe(true);
    expect(() => hooks.afterPack(context)).toThrow(
      /linux-arm64: the packaged app has no keychain binding/,
    );
    expect(existsSync(added)).toBe(false);
  });

  it('afterPack passes when the binding is unpacked beside app.asar (macOS bundle layout)', () => {
    const hooks = keyringHooks({ nodeModules, fetchPackage });
    const appOutDir = path.join(dir, 'mac-arm64');
    const unpacked = path.join(
      appOutDir,
      'Mission Control Desktop.app',
      'Contents',
      'Resources',
      'app.asar.unpacked',
      'node_modules',
      '@napi-rs',
      'keyring-darwin-arm64',
    );
    mkdirSync(unpacked, { recursive: true });
    writeFileSync(path.join(unpacked, 'keyring.darwin-arm64.node'), 'binary');
    const context = { appOutDir, electronPlatformName: 'darwin', arch: Arch.arm64 };
    hooks.beforePack(context);
    expect(() => hooks.afterPack(context)).not.toThrow();
    expect(existsSync(path.join(nodeModules, '@napi-rs', 'keyring-darwin-arm64'))).toBe(false);
  });

  it('names the missing file', () => {
    expect(missingPackagedBinding('/r', '@napi-rs/keyring-linux-x64-gnu')).toContain(
      path.join('app.asar.unpacked', 'node_modules', '@napi-rs', 'keyring-linux-x64-gnu'),
    );
  });
});

describe('the tarball reader', () => {
  it('refuses entries that climb out of the package folder', () => {
    const dest = mkdtempSync(path.join(os.tmpdir(), 'mcd-tar-'));
    try {
      expect(() => extractPackageTarball(tarball({ '../../evil': 'x' }), dest)).toThrow(
        /outside the package folder/,
      );
    } finally {
      rmSync(dest, { recursive: true, force: true });
    }
  });
});
