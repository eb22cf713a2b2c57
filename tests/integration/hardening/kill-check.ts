// The next start after a kill -9 (kill-trials.ts): the app's own modules open the user-data folder
// the killed writer left, and everything they find is sorted into three kinds of problem:
//  - corrupt: a file repaired or set aside at start, a temp file left behind, a JSON file that does
//    not parse, a secret, cache or exported kubeconfig that is not one whole value that was written;
//  - lost: a tracked value (settings, registry, cache, secret, exported kubeconfig) that is not the
//    last version the writer confirmed nor one it had begun since (the write the kill interrupted);
//  - other: an orphaned device token, or a sign-in / sign-out that no longer works.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createCacheService } from '../../../electron/cache/cache-service.ts';
import type { BackendTransport } from '../../../electron/gateway/backend-fetch.ts';
import type { FakeMissionControl } from '../../../electron/gateway/testing/fake-backend.ts';
import { exportFileName } from '../../../electron/kubeconfig/kubeconfig-service.ts';
import { createOrgServices, type OrgServices } from '../../../electron/orgs/org-services.ts';
import { removeStaleTempFiles } from '../../../electron/secrets/write-file-atomic.ts';
import { openSettingsStore } from '../../../electron/settings/settings-store.ts';
import {
  APP_VERSION,
  fileKeytar,
  fingerprint,
  isWholeBigSecret,
  keychainFileOf,
  ORG_ID,
  TRACKED_KINDS,
  USER,
  type TrackedKind,
} from './crash-support.ts';

export interface Problems {
  corrupt: string[];
  lost: string[];
  other: string[];
}

/** What the writer said of one kind: its last confirmed version and those begun since. */
export interface Versions {
  /** null until the first next start has seen a version: before that, nothing can be lost. */
  committed: string | null;
  begun: Set<string>;
}
export type Journal = Map<TrackedKind, Versions>;

/** A value that is not there (no cache, no export yet). */
export const ABSENT = 'absent';

export function newJournal(): Journal {
  return new Map(TRACKED_KINDS.map((kind) => [kind, { committed: null, begun: new Set() }]));
}

/** Applies the writer's `begin`/`done` lines, in the order it printed them. */
export function applyJournalLines(journal: Journal, lines: readonly string[]): void {
  for (const line of lines) {
    const [verb, kind, print] = line.split(' ');
    const versions = journal.get(kind as TrackedKind);
    if (!versions || !print) continue;
    if (verb === 'begin') versions.begun.add(print);
    if (verb === 'done') {
      versions.committed = print;
      versions.begun.clear();
    }
  }
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full));
    else out.push(full);
  }
  return out;
}

/** Temp files left behind, JSON that does not parse, secret files too short to be whole. */
function scanFiles(userDataDir: string, corrupt: string[]): void {
  for (const file of filesUnder(userDataDir)) {
    const name = path.relative(userDataDir, file);
    if (/\.tmp$|\.tmp-|\.corrupt-/.test(path.basename(file))) corrupt.push(`left behind: ${name}`);
    else if (/\.json(\.bak)?$/.test(file)) {
      try {
        JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        corrupt.push(`does not parse: ${name}`);
      }
    } else if (file.endsWith('.secret') && statSync(file).size <= 33)
      corrupt.push(`too short to be a secret: ${name}`);
  }
}

/** A whole written value's fingerprint, ABSENT, or null (corrupt, with the reason recorded). */
function wholeOrAbsent(label: string, value: string | null, corrupt: string[]): string | null {
  if (value === null) return ABSENT;
  if (isWholeBigSecret(value)) return fingerprint(value);
  corrupt.push(`${label} is not one whole written value`);
  return null;
}

type Observed = Record<TrackedKind, string | null>;

/** Every tracked value as the app's modules read it at this start. */
async function observe(
  userDataDir: string,
  services: OrgServices,
  cacheMaxAgeDays: number,
  notify: (message: string) => void,
  corrupt: string[],
): Promise<Observed> {
  const cache = createCacheService({
    userDataDir,
    appVersion: APP_VERSION,
    secrets: services.secrets,
    maxAgeDays: () => cacheMaxAgeDays,
    notify,
  });
  const record = services.registry.require(ORG_ID);
  const cached = await cache.store.read(ORG_ID);
  if (cached.status === 'discarded') corrupt.push(`offline cache discarded: ${cached.reason}`);
  const exported = path.join(userDataDir, 'kubeconfigs', exportFileName(record));
  return {
    settings: fingerprint(String(cacheMaxAgeDays)),
    registry: fingerprint(record.name),
    cache:
      cached.status === 'hit'
        ? fingerprint(cached.payload)
        : cached.status === 'miss'
          ? ABSENT
          : null,
    secret: wholeOrAbsent(
      'the kubeconfig secret',
      await services.secrets.get(ORG_ID, 'kubeconfig'),
      corrupt,
    ),
    export: wholeOrAbsent(
      'the exported kubeconfig',
      existsSync(exported) ? readFileSync(exported, 'utf8') : null,
      corrupt,
    ),
  };
}

/** Lost: a version neither confirmed last nor begun since. The journal then follows the disk. */
function compare(journal: Journal, observed: Observed, lost: string[]): void {
  for (const kind of TRACKED_KINDS) {
    const versions = journal.get(kind);
    const found = observed[kind];
    if (!versions || found === null) continue; // corrupt, already counted
    const expected = versions.committed;
    if (expected !== null && found !== expected && !versions.begun.has(found))
      lost.push(
        `${kind}: found ${found === ABSENT ? 'nothing' : 'an older version'} instead of the last one written`,
      );
    versions.committed = found;
    versions.begun.clear();
  }
}

/** No orphan device token, and signing in and out again still revokes every one. */
async function checkTokens(
  services: OrgServices,
  backend: FakeMissionControl,
  other: string[],
): Promise<void> {
  const record = services.registry.require(ORG_ID);
  const recorded = new Set(
    [record.deviceToken, ...record.pendingDeviceTokens].flatMap((t) => (t ? [t.name] : [])),
  );
  for (const entry of backend.tokens.values())
    if (!recorded.has(entry.name)) other.push(`orphaned token "${entry.name}"`);
  const token = await services.secrets.get(ORG_ID, 'token');
  const live = token ? [...backend.tokens.values()].find((entry) => entry.token === token) : null;
  if (live && live.name !== record.deviceToken?.name)
    other.push('the keychain holds a live token that is not the recorded device token');
  await services.auth.signIn({ orgId: ORG_ID, method: 'password', ...USER });
  const out = await services.auth.signOut(ORG_ID);
  if (!out.revoked) other.push('sign-out did not revoke the token');
  if (backend.tokens.size > 0) other.push(`${backend.tokens.size} token(s) left after sign-out`);
  if (services.registry.require(ORG_ID).pendingDeviceTokens.length > 0)
    other.push('pending device tokens left after sign-out');
}

/** The next start after a kill: opens everything with the app's code and records each problem. */
export async function checkNextStart(
  userDataDir: string,
  backend: FakeMissionControl,
  transport: BackendTransport,
  journal: Journal,
): Promise<Problems> {
  const problems: Problems = { corrupt: [], lost: [], other: [] };
  const notices: string[] = [];
  const notify = (message: string) => notices.push(message);
  const keychainFile = keychainFileOf(userDataDir);
  // The keychain stand-in is the OS's business: its own half-written temp file is not ours.
  removeStaleTempFiles(path.dirname(keychainFile));
  let services: OrgServices | null = null;
  try {
    const settings = openSettingsStore({ dir: userDataDir, notify }).get();
    services = createOrgServices({
      userDataDir,
      keytar: fileKeytar(keychainFile),
      transport,
      homeDir: path.join(userDataDir, 'home'),
      hostname: 'crash-test',
      notify,
    });
    const observed = await observe(
      userDataDir,
      services,
      settings.cacheMaxAgeDays,
      notify,
      problems.corrupt,
    );
    problems.corrupt.push(...notices.map((n) => `repaired at start: ${n}`));
    scanFiles(userDataDir, problems.corrupt);
    compare(journal, observed, problems.lost);
    await checkTokens(services, backend, problems.other).catch((error: unknown) =>
      problems.other.push(`signing in and out again failed: ${(error as Error).message}`),
    );
  } catch (error) {
    // A module that cannot open what it wrote: the file it read is the corrupt one.
    problems.corrupt.push(`the next start failed: ${(error as Error).message}`);
  } finally {
    await services?.close();
  }
  return problems;
}
