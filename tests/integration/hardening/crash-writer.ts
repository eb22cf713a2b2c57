// The child process of crash-writes.test.ts: the app's own services on a user-data folder, doing
// the writes a kill -9 may interrupt (password sign-in minting a device token, signing in again,
// a large secret, settings, sign-out) in a loop until it is killed. Run with Node's type
// stripping: node crash-writer.ts <userDataDir> <backendUrl> <seed>
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createNodeTransport } from '../../../electron/gateway/node-transport.ts';
import { sandboxRecord } from '../../../electron/orgs/org-registry.ts';
import { createOrgServices } from '../../../electron/orgs/org-services.ts';
import { openSettingsStore } from '../../../electron/settings/settings-store.ts';
import {
  bigSecret,
  fileKeytar,
  keychainFileOf,
  ORG_ID,
  seededRandom,
  USER,
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
process.stdout.write('ready\n');

const signIn = () =>
  services.auth.signIn({ orgId: ORG_ID, method: 'password', ...USER }).catch(() => undefined);
// Each step is drawn from the seed, so a kill after the same delay lands in different writes.
for (;;) {
  const step = random();
  if (step < 0.35) await services.secrets.set(ORG_ID, 'kubeconfig', bigSecret(random));
  else if (step < 0.7)
    await signIn(); // again: replaces the device token, revoking the old one
  else if (step < 0.85) settings.update({ cacheMaxAgeDays: 1 + Math.floor(random() * 90) });
  else await services.auth.signOut(ORG_ID);
}
