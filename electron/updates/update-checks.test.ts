import { generateKeyPairSync } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CHECK_INTERVAL_MS,
  FIRST_CHECK_MS,
  startUpdateChecks,
  type UpdateOffer,
  type Updater,
} from './update-checks.ts';
import type { SignatureFetch } from './update-feed.ts';
import { rawPublicKey, sha512OfFile, signUpdate } from './update-signature.ts';

function fakeUpdater(check: () => Promise<unknown> = () => Promise.resolve(null)) {
  const emitter = new EventEmitter();
  let installs = 0;
  const updater = {
    // electron-updater's own defaults: both true.
    autoDownload: true,
    autoInstallOnAppQuit: true,
    checkForUpdates: check,
    on: (event: string, listener: (...args: unknown[]) => void) => emitter.on(event, listener),
    quitAndInstall: () => {
      installs += 1;
    },
  } as unknown as Updater;
  return { updater, emitter, installs: () => installs };
}

function manualTimers() {
  const pending: { run: () => void; ms: number; cancelled: boolean }[] = [];
  return {
    pending,
    setTimer: (run: () => void, ms: number) => {
      const entry = { run, ms, cancelled: false };
      pending.push(entry);
      return () => {
        entry.cancelled = true;
      };
    },
    async fire() {
      const next = pending.shift()!;
      if (!next.cancelled) next.run();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

const FILE = 'Mission-Control-Desktop-1.4.0-linux-x86_64.AppImage';

/** A downloaded update on disk, the release's key pair, and a signature for it. */
async function release(content = 'the real 1.4.0') {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcd-update-'));
  const downloadedFile = path.join(dir, FILE);
  writeFileSync(downloadedFile, content);
  const sha512 = await sha512OfFile(downloadedFile);
  const { privateKey } = generateKeyPairSync('ed25519');
  const signature = signUpdate(privateKey, FILE, '1.4.0', sha512);
  return {
    downloadedFile,
    publicKey: rawPublicKey(privateKey),
    signature,
    info: { version: '1.4.0', downloadedFile, files: [{ url: FILE, sha512 }] },
  };
}

/** Starts the checks and resolves with what the windows were told after one download. */
function harness(publicKey: string, fetched: SignatureFetch) {
  const fake = fakeUpdater();
  const fetchedUrls: string[] = [];
  const logged: string[] = [];
  let told: (value: { offer?: UpdateOffer; refused?: string }) => void = () => {};
  const outcome = new Promise<{ offer?: UpdateOffer; refused?: string }>((r) => (told = r));
  const checks = startUpdateChecks({
    updater: fake.updater,
    announce: (offer) => told({ offer }),
    refuse: (_version, reason) => told({ refused: reason }),
    log: (message) => logged.push(message),
    setTimer: manualTimers().setTimer,
    verify: {
      publicKey,
      fetchSignature: (url) => {
        fetchedUrls.push(url);
        return Promise.resolve(fetched);
      },
    },
  });
  return { ...fake, checks, outcome, fetchedUrls, logged };
}

describe('update checks: schedule', () => {
  it('checks after start and every interval, also after a failed check', async () => {
    let checks = 0;
    const { updater } = fakeUpdater(() => {
      checks += 1;
      return checks === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(null);
    });
    const timers = manualTimers();
    const logged: string[] = [];
    startUpdateChecks({
      updater,
      announce: () => {},
      refuse: () => {},
      log: (m) => logged.push(m),
      setTimer: timers.setTimer,
    });
    expect(updater.autoDownload).toBe(true);
    expect(timers.pending.map((t) => t.ms)).toEqual([FIRST_CHECK_MS]);
    await timers.fire();
    expect(checks).toBe(1);
    expect(logged).toEqual(['update check failed']);
    expect(timers.pending.map((t) => t.ms)).toEqual([CHECK_INTERVAL_MS]);
    await timers.fire();
    expect(checks).toBe(2);
  });

  it('stops scheduling when stopped', async () => {
    const timers = manualTimers();
    let checks = 0;
    const { updater } = fakeUpdater(() => Promise.resolve((checks += 1)));
    const running = startUpdateChecks({
      updater,
      announce: () => {},
      refuse: () => {},
      log: () => {},
      setTimer: timers.setTimer,
    });
    running.stop();
    await timers.fire();
    expect(checks).toBe(0);
  });
});

describe('update checks: our signature', () => {
  it('never installs on quit: only the restart the user asks for installs', () => {
    const { updater, installs, checks } = harness('', { status: 'missing' });
    expect(updater.autoInstallOnAppQuit).toBe(false);
    expect(checks.install({ acceptUnsigned: true })).toBe(false);
    expect(installs()).toBe(0);
  });

  it('offers a verified update once its signature matches the file on disk', async () => {
    const r = await release();
    const h = harness(r.publicKey, { status: 'found', text: JSON.stringify(r.signature) });
    h.emitter.emit('update-downloaded', r.info);
    expect(h.checks.install()).toBe(false); // still verifying
    expect(await h.outcome).toEqual({ offer: { version: '1.4.0', signature: 'verified' } });
    expect(h.fetchedUrls).toEqual([
      `https://github.com/flanksource/mission-control-desktop/releases/download/v1.4.0/${FILE}.sig`,
    ]);
    expect(h.checks.install()).toBe(true);
    expect(h.installs()).toBe(1);
  });

  it('refuses a tampered file, deletes it and never installs it', async () => {
    const r = await release();
    // The feed and the file replaced together (the feed's SHA-512 matches the new file).
    writeFileSync(r.downloadedFile, 'something else');
    const sha512 = await sha512OfFile(r.downloadedFile);
    const h = harness(r.publicKey, { status: 'found', text: JSON.stringify(r.signature) });
    h.emitter.emit('update-downloaded', { ...r.info, files: [{ url: FILE, sha512 }] });
    expect(await h.outcome).toEqual({
      refused: 'the downloaded file is not the one that was signed',
    });
    expect(existsSync(r.downloadedFile)).toBe(false);
    expect(h.checks.install({ acceptUnsigned: true })).toBe(false);
    expect(h.installs()).toBe(0);
    expect(h.logged).toContain(
      'update 1.4.0 refused: the downloaded file is not the one that was signed',
    );
  });

  it('refuses a signature made for another version or another file', async () => {
    const r = await release();
    const older = { ...r.info, version: '1.4.1' };
    const h1 = harness(r.publicKey, { status: 'found', text: JSON.stringify(r.signature) });
    h1.emitter.emit('update-downloaded', older);
    expect((await h1.outcome).refused).toBe('it was signed for version 1.4.0');
    const r2 = await release();
    const renamed = {
      ...r2.info,
      files: [{ url: 'other.AppImage', sha512: r2.info.files[0]!.sha512 }],
    };
    const h2 = harness(r2.publicKey, { status: 'found', text: JSON.stringify(r2.signature) });
    h2.emitter.emit('update-downloaded', renamed);
    expect((await h2.outcome).refused).toBe(`it was signed for ${FILE}, not other.AppImage`);
    expect(h1.installs() + h2.installs()).toBe(0);
  });

  it('refuses a file the release feed does not list', async () => {
    const r = await release();
    const h = harness(r.publicKey, { status: 'found', text: JSON.stringify(r.signature) });
    h.emitter.emit('update-downloaded', { ...r.info, files: [] });
    expect((await h.outcome).refused).toBe('the downloaded file is not listed in the release');
  });

  it("a release without a signature is unsigned: installed only with the user's yes", async () => {
    const r = await release();
    const h = harness(r.publicKey, { status: 'missing' });
    h.emitter.emit('update-downloaded', r.info);
    expect(await h.outcome).toEqual({ offer: { version: '1.4.0', signature: 'unsigned' } });
    expect(h.checks.install()).toBe(false);
    expect(h.checks.install({ acceptUnsigned: false })).toBe(false);
    expect(h.installs()).toBe(0);
    expect(h.checks.install({ acceptUnsigned: true })).toBe(true);
    expect(h.installs()).toBe(1);
  });

  it('a build without a key treats every update as unsigned, without fetching', async () => {
    const r = await release();
    const h = harness('', { status: 'found', text: JSON.stringify(r.signature) });
    h.emitter.emit('update-downloaded', r.info);
    expect(await h.outcome).toEqual({ offer: { version: '1.4.0', signature: 'unsigned' } });
    expect(h.fetchedUrls).toEqual([]);
    expect(h.logged).toContain(
      'update 1.4.0 downloaded, unsigned: this build has no update signing key',
    );
    expect(h.checks.install()).toBe(false);
  });

  it('refuses a garbled signature file', async () => {
    const r = await release();
    const h = harness(r.publicKey, { status: 'found', text: '<html>' });
    h.emitter.emit('update-downloaded', r.info);
    expect((await h.outcome).refused).toBe('the signature file is malformed');
  });
});
