import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPDATE_PUBLIC_KEY } from './update-public-key.ts';
import {
  checkSignature,
  parsePrivateKey,
  parsePublicKey,
  rawPublicKey,
  sha512OfFile,
  signUpdate,
} from './update-signature.ts';

const pair = () => generateKeyPairSync('ed25519');
const SHA = Buffer.alloc(64, 7).toString('base64');
const FILE = 'Mission-Control-Desktop-1.4.0-mac-arm64.zip';

describe('update signature', () => {
  it('round trip: a signature made with the private key verifies with the public key', () => {
    const { privateKey, publicKey } = pair();
    const published: unknown = JSON.parse(
      JSON.stringify(signUpdate(privateKey, FILE, '1.4.0', SHA)),
    );
    expect(
      checkSignature(publicKey, published, { file: FILE, version: '1.4.0', sha512: SHA }),
    ).toEqual({ ok: true });
  });

  it('refuses another file, another version, other content or another key', () => {
    const { privateKey, publicKey } = pair();
    const published = signUpdate(privateKey, FILE, '1.4.0', SHA);
    const other = Buffer.alloc(64, 8).toString('base64');
    const expectations = [
      { file: 'Mission-Control-Desktop-1.4.0-win-x64.exe', version: '1.4.0', sha512: SHA },
      { file: FILE, version: '1.3.9', sha512: SHA },
      { file: FILE, version: '1.4.0', sha512: other },
    ];
    for (const expected of expectations)
      expect(checkSignature(publicKey, published, expected).ok).toBe(false);
    expect(
      checkSignature(pair().publicKey, published, { file: FILE, version: '1.4.0', sha512: SHA }),
    ).toEqual({ ok: false, reason: 'the signature does not match our key' });
  });

  it('checks the signature over our values, not the ones written in the file', () => {
    const { privateKey, publicKey } = pair();
    // Signed for 1.3.0, then the file's fields rewritten to claim 1.4.0.
    const forged = { ...signUpdate(privateKey, FILE, '1.3.0', SHA), version: '1.4.0' };
    expect(
      checkSignature(publicKey, forged, { file: FILE, version: '1.4.0', sha512: SHA }).ok,
    ).toBe(false);
    expect(
      checkSignature(publicKey, { format: 'x' }, { file: FILE, version: '1', sha512: SHA }),
    ).toEqual({ ok: false, reason: 'the signature file is malformed' });
  });

  it('reads keys as PEM or as 32 raw bytes of base64', () => {
    const { privateKey, publicKey } = pair();
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const seed = privateKey.export({ format: 'jwk' }).d ?? '';
    const fromSeed = parsePrivateKey(Buffer.from(seed, 'base64url').toString('base64'));
    expect(rawPublicKey(parsePrivateKey(pem))).toBe(rawPublicKey(publicKey));
    expect(rawPublicKey(fromSeed)).toBe(rawPublicKey(publicKey));
    expect(rawPublicKey(parsePublicKey(rawPublicKey(publicKey)))).toBe(rawPublicKey(publicKey));
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey;
    expect(() => parsePublicKey(rsa.export({ format: 'pem', type: 'spki' }).toString())).toThrow(
      /not an Ed25519 key/,
    );
  });

  it('hashes a file as electron-updater does (base64 SHA-512)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mcd-sig-'));
    writeFileSync(path.join(dir, 'a.bin'), 'abc');
    expect(await sha512OfFile(path.join(dir, 'a.bin'))).toBe(
      '3a81oZNherrMQXNJriBBMRLm+k6JqX6iCp7u5ktV05ohkpkqJ0/BqDa6PCOj/uu9RU1EI2Q86A4qmslPpUyknw==',
    );
  });

  it('the built-in public key is empty (unsigned) or a readable Ed25519 key', () => {
    if (UPDATE_PUBLIC_KEY !== '') expect(() => parsePublicKey(UPDATE_PUBLIC_KEY)).not.toThrow();
  });
});
