// The child process of the kill trials (kill-trials.ts): the app's own services on a user-data
// folder, doing the writes a kill -9 may interrupt in a loop until it is killed: settings, the org
// registry, the offline cache (through the `cache:write` handler), a large secret, the exported
// kubeconfig, and the token writes of password sign-in, signing in again and sign-out. Around each
// tracked write it prints `begin <kind> <fingerprint>` and `done <kind> <fingerprint>` (stdout is
// synchronous on a pipe, so a printed `done` reaches the parent even if the kill follows at once):
// the parent then knows which version each file must hold after the kill.
// Run with Node's type stripping: node crash-writer.ts <userDataDir> <backendUrl> <seed>
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createCacheService } from '../../../electron/cache/cache-service.ts';
import { createNodeTransport } from '../../../electron/gateway/node-transport.ts';
import { sandboxRecord } from '../../../electron/orgs/org-registry.ts';
import { createOrgServices } from '../../../electron/orgs/org-services.ts';
import { openSettingsStore } from '../../../electron/settings/settings-store.ts';
import {
  APP_VERSION,
  bigSecret,
  cachePayload,
  fileKeytar,
  fingerprint,
  keychainFileOf,
  ORG_ID,
  seededRandom,
  USER,
  type TrackedKind,
} from './crash-support.ts';

const [userDataDir = '', backendUrl = '', seedText = '1'] = process.argv.slice(2);
const random = seededRandom(Number(seedText));
const keychainFile = keychainFileOf(userDataDir);
mkdirSync(path.dirname(keychainFile), { recursive: true });
const node = createNodeTransport();
const settings = openSettingsStore({ dir: userDataDir });
const services = createOrgServices({
  userDataDir,
  keytar: fileKeytar(keychainFile),
  transport: node.transport,
  homeDir: path.join(userDataDir, 'home'),
  hostname: 'crash-test',
});
const cache = createCacheService({
  userDataDir,
  appVersion: APP_VERSION,
  secrets: services.secrets,
  maxAgeDays: () => settings.get().cacheMaxAgeDays,
});
if (!services.registry.get(ORG_ID))
  services.registry.insert({
    ...sandboxRecord(new Date()),
    id: ORG_ID,
    kind: 'remote',
    name: 'Crash',
    baseUrl: backendUrl,
    prefix: '/api',
    host: new URL(backendUrl).host,
    signInMethod: 'password',
  });
// What a kubeconfig download records; the text itself is the large secret written below.
if (!services.registry.require(ORG_ID).kubeconfig)
  services.registry.change(ORG_ID, (record) => ({
    ...record,
    kubeconfig: {
      downloadedAt: new Date().toISOString(),
      server: null,
      context: null,
      warnings: [],
      exportedPath: null,
      tokenId: null,
      unrevokedTokenIds: [],
    },
  }));
process.stdout.write('ready\n');

/** One write the parent checks after the kill: announced, awaited, confirmed. */
async function tracked(kind: TrackedKind, value: string, write: () => unknown): Promise<void> {
  const print = fingerprint(value);
  process.stdout.write(`begin ${kind} ${print}\n`);
  await write();
  process.stdout.write(`done ${kind} ${print}\n`);
}

async function exportKubeconfig(): Promise<void> {
  const text = await services.secrets.get(ORG_ID, 'kubeconfig');
  if (text === null) return; // nothing stored yet: an export would try to download one
  await tracked('export', text, () => services.kubeconfig.export(ORG_ID));
}

/** The app's own window, the one sender that saves the cache. */
const WINDOW = { url: 'app://console/', isTopFrame: true };
const signIn = () =>
  services.auth.signIn({ orgId: ORG_ID, method: 'password', ...USER }).catch(() => undefined);
// Each step is drawn from the seed, so a kill after the same delay lands in different writes.
for (;;) {
  const step = random();
  if (step < 0.2) {
    const secret = bigSecret(random);
    await tracked('secret', secret, () => services.secrets.set(ORG_ID, 'kubeconfig', secret));
  } else if (step < 0.35) await exportKubeconfig();
  else if (step < 0.5) {
    const payload = cachePayload(random);
    await tracked('cache', payload, () =>
      cache.handlers['cache:write']({ orgId: ORG_ID, payload }, WINDOW),
    );
  } else if (step < 0.6) {
    const days = 1 + Math.floor(random() * 90);
    await tracked('settings', String(days), () => settings.update({ cacheMaxAgeDays: days }));
  } else if (step < 0.7) {
    const name = `Crash ${Math.floor(random() * 1e9)}`;
    await tracked('registry', name, () =>
      services.registry.change(ORG_ID, (record) => ({ ...record, name })),
    );
  } else if (step < 0.9)
    await signIn(); // again: replaces the device token, revoking the old one
  else await services.auth.signOut(ORG_ID);
}
