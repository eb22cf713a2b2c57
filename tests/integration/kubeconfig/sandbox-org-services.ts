// The set-up both kubeconfig integration tests share: a real Sandbox over HTTP and the main
// process's organisation services beside it (memory keychain, temporary user-data and home
// folders), with one close for all of it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createNodeTransport } from '../../../electron/gateway/node-transport.ts';
import { createOrgServices, type OrgServices } from '../../../electron/orgs/org-services.ts';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox/server.ts';
import { memoryKeytar } from '../../../electron/secrets/testing/memory-keytar.ts';

export interface SandboxOrgServices {
  sandbox: RunningSandbox;
  services: OrgServices;
  close(): Promise<void>;
}

export async function openSandboxOrgServices(label: string): Promise<SandboxOrgServices> {
  const dir = await mkdtemp(path.join(tmpdir(), `mcd-${label}-`));
  const home = await mkdtemp(path.join(tmpdir(), `mcd-${label}-home-`));
  const sandbox = await startSandbox({ dataDir: path.join(dir, 'sandbox-db') });
  const services = createOrgServices({
    userDataDir: dir,
    keytar: memoryKeytar().keytar,
    transport: createNodeTransport().transport,
    homeDir: home,
    hostname: 'test-host',
  });
  return {
    sandbox,
    services,
    async close() {
      await services.close();
      await sandbox.close();
      await rm(dir, { recursive: true, force: true });
      await rm(home, { recursive: true, force: true });
    },
  };
}
