import { createHash, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkSignature,
  parsePrivateKey,
  parsePublicKey,
  rawPublicKey,
} from '../electron/updates/update-signature.ts';
import { feedEntries, signRelease } from './sign-update.ts';
import { makeSigningKey } from './update-signing-key.ts';

const sha512 = (text: string) => createHash('sha512').update(text).digest('base64');

/** A dist folder as electron-builder leaves it on Linux: two installers and latest-linux.yml. */
function fakeDist(tamper = false) {
  const dist = mkdtempSync(path.join(tmpdir(), 'mcd-dist-'));
  const appImage = 'Mission Control Desktop-1.4.0-linux-x86_64.AppImage';
  writeFileSync(path.join(dist, appImage), 'appimage bytes');
  writeFileSync(path.join(dist, 'mission-control-desktop_1.4.0_amd64.deb'), 'deb bytes');
  const feed = [
    'version: 1.4.0',
    'files:',
    '  - url: Mission-Control-Desktop-1.4.0-linux-x86_64.AppImage',
    `    sha512: ${sha512(tamper ? 'other bytes' : 'appimage bytes')}`,
    '    size: 14',
    '  - url: mission-control-desktop_1.4.0_amd64.deb',
    `    sha512: ${sha512('deb bytes')}`,
    'path: Mission-Control-Desktop-1.4.0-linux-x86_64.AppImage',
    `sha512: ${sha512(tamper ? 'other bytes' : 'appimage bytes')}`,
    "releaseDate: '2026-11-28T12:00:00.000Z'",
  ].join('\n');
  writeFileSync(path.join(dist, 'latest-linux.yml'), feed);
  return dist;
}

function pem(key: KeyObject): string {
  return key.export({ format: 'pem', type: 'pkcs8' }).toString();
}

describe('sign-update', () => {
  it('signs every file of the feed, verifiable with the public key', async () => {
    const dist = fakeDist();
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const lines: string[] = [];
    const result = await signRelease({
      dist,
      signingKey: pem(privateKey),
      appKey: rawPublicKey(publicKey),
      log: (line) => lines.push(line),
    });
    expect(result.signed).toEqual([
      'Mission-Control-Desktop-1.4.0-linux-x86_64.AppImage.sig',
      'mission-control-desktop_1.4.0_amd64.deb.sig',
    ]);
    for (const entry of feedEntries(dist)) {
      const published: unknown = JSON.parse(
        readFileSync(path.join(dist, `${entry.url}.sig`), 'utf8'),
      );
      const expected = { file: entry.url, version: '1.4.0', sha512: entry.sha512 };
      expect(checkSignature(publicKey, published, expected)).toEqual({ ok: true });
    }
    expect(lines.join('\n')).not.toContain('PRIVATE KEY');
  });

  it('without a key says so and publishes unsigned', async () => {
    const dist = fakeDist();
    const lines: string[] = [];
    expect(await signRelease({ dist, signingKey: undefined, log: (l) => lines.push(l) })).toEqual({
      signed: [],
    });
    expect(lines).toEqual([
      'MCD_UPDATE_SIGNING_KEY is not set: the release is published unsigned (the app asks first)',
    ]);
    expect(existsSync(path.join(dist, 'mission-control-desktop_1.4.0_amd64.deb.sig'))).toBe(false);
  });

  it('refuses a key that is not the one the app carries, and a file unlike its feed entry', async () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const other = rawPublicKey(generateKeyPairSync('ed25519').publicKey);
    await expect(
      signRelease({ dist: fakeDist(), signingKey: pem(privateKey), appKey: other, log: () => {} }),
    ).rejects.toThrow(/does not belong to the public key/);
    await expect(
      signRelease({ dist: fakeDist(true), signingKey: pem(privateKey), appKey: '', log: () => {} }),
    ).rejects.toThrow(/does not match its SHA-512 in the feed/);
    await expect(
      signRelease({ dist: fakeDist(), signingKey: 'not a key', log: () => {} }),
    ).rejects.toThrow('MCD_UPDATE_SIGNING_KEY is not an Ed25519 private key (PEM or base64 seed)');
  });
});

describe('update-signing-key', () => {
  it('writes the private key to a private file and returns its public key', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'mcd-key-')), 'key.pem');
    const publicKey = makeSigningKey(out);
    expect(rawPublicKey(parsePrivateKey(readFileSync(out, 'utf8')))).toBe(publicKey);
    expect(() => parsePublicKey(publicKey)).not.toThrow();
    if (process.platform !== 'win32') expect(statSync(out).mode & 0o077).toBe(0);
    expect(() => makeSigningKey(out)).toThrow(/EEXIST/);
  });
});
