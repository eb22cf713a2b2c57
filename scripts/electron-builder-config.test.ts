// electron-builder.yml against the JSON schema electron-builder itself ships
// (app-builder-lib/scheme.json), the packaging decisions of issue 2, and the fuse pipeline: the
// yml's `electronFuses`, turned into a fuse config by electron-builder's own code and flipped by
// @electron/fuses into a binary, must read back as exactly scripts/electron-fuses.ts's table.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Ajv, type ErrorObject } from 'ajv';
import { flipFuses, FuseV1Options, type FuseConfig } from '@electron/fuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { LINUX_ICON_SIZES } from './icons.ts';
import {
  builderFuses,
  compareFuseWire,
  expectedFuses,
  FUSE_TABLE,
  fuseNames,
  verifyPackagedFuses,
} from './electron-fuses.ts';

const root = path.resolve(import.meta.dirname, '..');
/** The marker @electron/fuses searches for in an Electron binary (not exported by the package). */
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const require = createRequire(import.meta.url);

interface Target {
  target: string;
  arch: string[];
}

interface BuilderConfig {
  appId: string;
  productName: string;
  asar: boolean;
  files: string[];
  asarUnpack: string[];
  electronFuses: Record<string, boolean>;
  mac: {
    target: Target[];
    hardenedRuntime: boolean;
    entitlements: string;
    entitlementsInherit: string;
    icon: string;
    notarize: boolean;
  };
  win: { target: Target[]; icon: string };
  linux: { target: Target[]; category: string; icon: string; executableName: string };
  deb: { appArmorProfile: string; afterInstall: string };
  beforePack: string;
  afterPack: string;
  artifactName: string;
  protocols: Array<{ name: string; schemes: string[] }>;
  publish: { provider: string; owner: string; repo: string };
  directories: { output: string; buildResources: string };
}

const config = parse(
  readFileSync(path.join(root, 'electron-builder.yml'), 'utf8'),
) as BuilderConfig;

function validator() {
  const schema = JSON.parse(
    readFileSync(require.resolve('app-builder-lib/scheme.json'), 'utf8'),
  ) as object;
  // The schema uses a few non-standard annotations; strict mode would reject the schema itself.
  const ajv = new Ajv({ strict: false, allErrors: true });
  return ajv.compile(schema);
}

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
    .join('\n');

describe('electron-builder.yml', () => {
  it('validates against the schema shipped in app-builder-lib', () => {
    const validate = validator();
    const ok = validate(config);
    expect(ok, describeErrors(validate.errors)).toBe(true);
  });

  it('is checked by a validator that does reject mistakes', () => {
    const validate = validator();
    expect(validate({ ...config, electronFuse: {} })).toBe(false);
    expect(
      validate({ ...config, electronFuses: { ...config.electronFuses, runAsNode: 'no' } }),
    ).toBe(false);
    expect(validate({ ...config, mac: { ...config.mac, hardenedRuntime: 'yes' } })).toBe(false);
  });

  it('declares the identity, asar and the per-platform targets of issue 2', () => {
    expect(config.appId).toBe('com.flanksource.mission-control-desktop');
    // Windows' AppUserModelId set by main must be the same id.
    expect(readFileSync(path.join(root, 'electron/app/main-context.ts'), 'utf8')).toContain(
      `'${config.appId}'`,
    );
    expect(config.productName).toBe('Mission Control Desktop');
    expect(config.asar).toBe(true);
    const targets = (list: Target[]) => list.map((t) => `${t.target}:${t.arch.join('+')}`);
    // x64 and arm64 for each OS (issue 22 item 8).
    expect(targets(config.mac.target)).toEqual(['dmg:x64+arm64', 'zip:x64+arm64']);
    expect(config.mac.hardenedRuntime).toBe(true);
    expect(targets(config.win.target)).toEqual(['nsis:x64+arm64']);
    expect(targets(config.linux.target)).toEqual(['AppImage:x64+arm64', 'deb:x64+arm64']);
    // electron-updater reads the release feed this names.
    expect(config.publish).toMatchObject({ provider: 'github', owner: 'flanksource' });
    expect(config.linux.category).toBeTruthy();
    expect(config.files).toEqual(
      expect.arrayContaining(['out/main/**', 'out/preload/**', 'out/renderer/**', 'package.json']),
    );
    expect(config.asarUnpack).toContain('**/*.node');
  });

  it('points at entitlements and an icon that exist', () => {
    for (const file of [config.mac.entitlements, config.mac.entitlementsInherit]) {
      const text = readFileSync(path.join(root, file), 'utf8');
      expect(text).toContain('com.apple.security.cs.allow-jit');
      // Weakening entitlements must be a deliberate change to this test.
      expect(text).not.toMatch(
        /disable-library-validation|allow-dyld-environment-variables|get-task-allow|allow-unsigned-executable-memory/,
      );
    }
    const pngSize = (file: string) => {
      const png = readFileSync(path.join(root, file));
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      return [png.readUInt32BE(16), png.readUInt32BE(20)];
    };
    for (const icon of [config.mac.icon, config.win.icon])
      expect(pngSize(icon)).toEqual([512, 512]);
    // Linux: the icon set, each file the size its name says.
    expect(config.linux.icon).toBe('build/icons');
    for (const size of LINUX_ICON_SIZES)
      expect(pngSize(path.join(config.linux.icon, `${size}x${size}.png`))).toEqual([size, size]);
  });

  it('matches package.json: main entry is the CommonJS bundle that files ships', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      main: string;
      scripts: Record<string, string>;
    };
    expect(pkg.main).toBe('out/main/main.cjs');
    expect(pkg.scripts.dist).toContain('electron-builder --config electron-builder.yml');
  });
});

describe('packaging fixes of issue 38', () => {
  it('runs the keychain-binding hooks before and after packing each arch', async () => {
    expect(config.beforePack).toBe('./scripts/keyring-prebuilt.ts');
    expect(config.afterPack).toBe('./scripts/keyring-prebuilt.ts');
    // electron-builder's own loader must find the named exports in the .ts file.
    const { resolveFunction } =
      (await import('app-builder-lib/out/util/resolve.js')) as unknown as {
        resolveFunction(
          type: string,
          executor: string,
          name: string,
          root: string,
        ): Promise<unknown>;
      };
    const hook = path.join(root, config.beforePack);
    expect(typeof (await resolveFunction('module', hook, 'beforePack', root))).toBe('function');
    expect(typeof (await resolveFunction('module', hook, 'afterPack', root))).toBe('function');
  });

  it('names installers without spaces, distinct per os and arch, for the update feed', () => {
    expect(config.artifactName).not.toMatch(/\s|productName/);
    expect(config.artifactName).toBe('mission-control-desktop-${version}-${os}-${arch}.${ext}');
  });

  it('notarises macOS builds when the credentials are in the environment', () => {
    expect(config.mac.notarize).toBe(true);
  });

  it('registers missioncontrol:// on Linux through the desktop file (MimeType, Exec %U)', async () => {
    const { LinuxTargetHelper } =
      (await import('app-builder-lib/out/targets/LinuxTargetHelper.js')) as unknown as {
        LinuxTargetHelper: {
          prototype: { computeDesktopEntry(o: object, e?: string, x?: object): Promise<string> };
        };
      };
    const fakeHelper = {
      getDescription: () => 'Mission Control',
      packager: {
        appInfo: { productName: config.productName, sanitizedProductName: config.productName },
        executableName: config.linux.executableName,
        info: { metadata: { desktopName: undefined } },
        fileAssociations: [],
        config,
        platformSpecificBuildOptions: config.linux,
      },
    };
    const entry = await LinuxTargetHelper.prototype.computeDesktopEntry.call(fakeHelper, {
      ...config.linux,
    });
    expect(entry).toContain('MimeType=x-scheme-handler/missioncontrol;');
    expect(entry).toContain('Exec="/opt/Mission Control Desktop/mission-control-desktop" %U');
  });

  /** What electron-builder does to a deb template (FpmTarget's writeConfigFile). */
  const render = (file: string) =>
    readFileSync(path.join(root, file), 'utf8').replace(/\${([a-zA-Z]+)}/g, (_m, name: string) => {
      const values: Record<string, string> = {
        executable: config.linux.executableName,
        sanitizedProductName: config.productName,
      };
      if (!(name in values)) throw new Error(`Macro ${name} is not defined`);
      return values[name]!;
    });

  it('ships an AppArmor profile that grants user namespaces to the app only', () => {
    const profile = render(config.deb.appArmorProfile);
    expect(profile).toMatch(/^abi <abi\/4\.0>,$/m);
    expect(profile).toContain('include <tunables/global>');
    expect(profile).toContain(
      'profile mission-control-desktop "/opt/Mission Control Desktop/mission-control-desktop" flags=(unconfined) {',
    );
    expect(profile).toMatch(/^\s+userns,$/m);
    expect(profile).toContain('include if exists <local/mission-control-desktop>');
  });

  it("installs and loads the profile from the deb's after-install script, which is valid bash", () => {
    const script = render(config.deb.afterInstall);
    expect(script).toContain("APP_DIR='/opt/Mission Control Desktop'");
    expect(script).toContain('PROFILE_SOURCE="$APP_DIR/resources/apparmor-profile"');
    expect(script).toContain('PROFILE_TARGET="/etc/apparmor.d/$EXECUTABLE"');
    expect(script).toContain('apparmor_parser --replace');
    expect(script).toContain('update-desktop-database');
    expect(script).not.toContain('--no-sandbox');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mcd-deb-'));
    try {
      writeFileSync(path.join(dir, 'after-install'), script);
      const check = spawnSync('bash', ['-n', path.join(dir, 'after-install')], {
        encoding: 'utf8',
      });
      expect(check.stderr).toBe('');
      expect(check.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('fuses', () => {
  it('the table decides on every fuse @electron/fuses knows (strictlyRequireAllFuses)', () => {
    expect(Object.keys(FUSE_TABLE).sort()).toEqual(fuseNames().sort());
  });

  it('the yml flips exactly the table release values electron-builder can set', () => {
    const { resetAdHocDarwinSignature, ...fuses } = config.electronFuses;
    expect(fuses).toEqual(builderFuses('release'));
    expect(resetAdHocDarwinSignature).toBe(true);
  });

  it('follows reliability-security.md A.1.2', () => {
    expect(expectedFuses('release')).toEqual({
      RunAsNode: false,
      EnableCookieEncryption: true,
      EnableNodeOptionsEnvironmentVariable: false,
      EnableNodeCliInspectArguments: false,
      EnableEmbeddedAsarIntegrityValidation: true,
      OnlyLoadAppFromAsar: true,
      LoadBrowserProcessSpecificV8Snapshot: false,
      GrantFileProtocolExtraPrivileges: false,
      WasmTrapHandlers: true,
    });
    const e2e = expectedFuses('e2e');
    const differing = fuseNames().filter((name) => e2e[name] !== expectedFuses('release')[name]);
    expect(differing).toEqual(['EnableNodeCliInspectArguments']);
    expect(e2e.EnableNodeCliInspectArguments).toBe(true);
  });
});

describe('fuse pipeline on a stand-in binary', () => {
  let dir: string;
  // Electron's shipped defaults, in wire order (see the table's "Electron default" column).
  const ELECTRON_DEFAULTS = '101100011';

  async function fakeElectron(wire: string): Promise<string> {
    const file = path.join(dir, `electron-${Math.random().toString(36).slice(2)}`);
    const bytes = Buffer.concat([
      Buffer.from('\x7fELF padding before the sentinel '.repeat(50)),
      Buffer.from(SENTINEL),
      Buffer.from([1, wire.length]),
      Buffer.from(wire, 'ascii'),
      Buffer.from(' padding after'),
    ]);
    await writeFile(file, bytes);
    return file;
  }

  /** What electron-builder does after packing: its own generateFuseConfig, then flipFuses. */
  async function flipLikeElectronBuilder(binary: string, fuses: Record<string, boolean>) {
    const { PlatformPackager } = (await import('app-builder-lib')) as unknown as {
      PlatformPackager: {
        prototype: { generateFuseConfig(f: Record<string, boolean>): Promise<FuseConfig> };
      };
    };
    const fuseConfig = await PlatformPackager.prototype.generateFuseConfig.call({}, fuses);
    await flipFuses(binary, fuseConfig);
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mcd-fuses-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('an unflipped Electron fails verification, naming each wrong fuse', async () => {
    const problems = await verifyPackagedFuses(await fakeElectron(ELECTRON_DEFAULTS), 'release');
    expect(problems).toEqual([
      'RunAsNode is on, expected off',
      'EnableCookieEncryption is off, expected on',
      'EnableNodeOptionsEnvironmentVariable is on, expected off',
      'EnableNodeCliInspectArguments is on, expected off',
      'EnableEmbeddedAsarIntegrityValidation is off, expected on',
      'OnlyLoadAppFromAsar is off, expected on',
      'GrantFileProtocolExtraPrivileges is on, expected off',
    ]);
  });

  it('the yml, flipped by electron-builder, reads back as the release table', async () => {
    const binary = await fakeElectron(ELECTRON_DEFAULTS);
    await flipLikeElectronBuilder(binary, config.electronFuses);
    expect(await verifyPackagedFuses(binary, 'release')).toEqual([]);
    expect(await verifyPackagedFuses(binary, 'e2e')).toEqual([
      'EnableNodeCliInspectArguments is off, expected on',
    ]);
  });

  it('the e2e override (-c.electronFuses.enableNodeCliInspectArguments=true) reads back as the e2e table', async () => {
    const binary = await fakeElectron(ELECTRON_DEFAULTS);
    await flipLikeElectronBuilder(binary, {
      ...config.electronFuses,
      enableNodeCliInspectArguments: true,
    });
    expect(await verifyPackagedFuses(binary, 'e2e')).toEqual([]);
  });

  it('a newer Electron with a fuse nobody decided on fails verification', async () => {
    const binary = await fakeElectron(`${ELECTRON_DEFAULTS}1`);
    await flipLikeElectronBuilder(binary, config.electronFuses);
    expect(await verifyPackagedFuses(binary, 'release')).toEqual([
      'fuse #9 is not in the fuse table: decide on it in scripts/electron-fuses.ts',
    ]);
  });

  it('reports fuses missing from a shorter wire and removed ones', () => {
    const wire: Record<string, unknown> = { version: '1' };
    for (let i = 0; i < 8; i++)
      wire[String(i)] = expectedFuses('release')[FuseV1Options[i] as keyof typeof FUSE_TABLE]
        ? 49
        : 48;
    wire['0'] = 114;
    expect(compareFuseWire(wire, 'release')).toEqual([
      'RunAsNode is removed, expected off',
      "WasmTrapHandlers is missing from the binary's fuse wire",
    ]);
  });
});
