// Support for the kill -9 test (crash-writes.test.ts): a keychain stand-in that outlives the
// process (one JSON file replaced atomically, as an OS keychain commits one entry at a time), the
// seeded random numbers both processes use, a self-checking large secret and cache payload, and the
// names of the writes the kill trials track.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { KeytarLike } from '../../../electron/secrets/keychain.ts';
import { writeFileAtomic } from '../../../electron/secrets/write-file-atomic.ts';

/** An OS keychain answers over IPC (D-Bus, XPC): a few milliseconds per call, not zero. */
const KEYCHAIN_LATENCY_MS = 3;
const latency = () => new Promise((resolve) => setTimeout(resolve, KEYCHAIN_LATENCY_MS));

export function fileKeytar(file: string): KeytarLike {
  const load = (): Record<string, string> => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw error; // a damaged keychain file is a test failure, never an empty keychain
    }
  };
  const key = (service: string, account: string) => `${service}|${account}`;
  return {
    getPassword: async (service, account) => {
      await latency();
      return load()[key(service, account)] ?? null;
    },
    setPassword: async (service, account, password) => {
      await latency();
      const entries = load();
      entries[key(service, account)] = password;
      await writeFileAtomic(file, JSON.stringify(entries));
    },
    deletePassword: async (service, account) => {
      await latency();
      const entries = load();
      const had = key(service, account) in entries;
      delete entries[key(service, account)];
      if (had) await writeFileAtomic(file, JSON.stringify(entries));
      return had;
    },
  };
}

/** mulberry32: small, seedable, the same sequence in every process. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A kubeconfig-sized value (over the keychain limit) that carries its own checksum. */
export function bigSecret(random: () => number): string {
  const body = `apiVersion: v1\n# ${'x'.repeat(3000 + Math.floor(random() * 6000))}\ntoken: ${random()}\n`;
  return `# sha256 ${createHash('sha256').update(body).digest('hex')}\n${body}`;
}

export function isWholeBigSecret(value: string): boolean {
  const match = /^# sha256 ([0-9a-f]{64})\n([\s\S]*)$/.exec(value);
  return Boolean(match?.[2] && createHash('sha256').update(match[2]).digest('hex') === match[1]);
}

export const ORG_ID = 'crash-org';
export const USER = { email: 'admin@example.com', password: 'secret' };
export const keychainFileOf = (userDataDir: string) =>
  path.join(path.dirname(userDataDir), `${path.basename(userDataDir)}-keychain`, 'keychain.json');

/** A persisted-QueryClient-sized cache payload. */
export function cachePayload(random: () => number): string {
  return JSON.stringify({ n: random(), rows: 'r'.repeat(2000 + Math.floor(random() * 20_000)) });
}

/** The version of a tracked value, as the writer announces it and the next start finds it. */
export const fingerprint = (value: string) => createHash('sha256').update(value).digest('hex');

/** The writes whose every completed version must survive a kill (see kill-trials.ts). */
export const TRACKED_KINDS = ['settings', 'registry', 'cache', 'secret', 'export'] as const;
export type TrackedKind = (typeof TRACKED_KINDS)[number];

export const APP_VERSION = '1.0.0-crash';
