// Test support: the organisation services as the tests drive them, on throwaway folders, an
// in-memory keychain and a fake Mission Control, so each test file states only what it changes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createNodeTransport } from '../../gateway/node-transport.ts';
import {
  startFakeMissionControl,
  type FakeMissionControl,
} from '../../gateway/testing/fake-backend.ts';
import type { KeytarLike } from '../../secrets/keychain.ts';
import { memoryKeytar } from '../../secrets/testing/memory-keytar.ts';
import { createOrgServices, type OrgServices, type OrgServicesOptions } from '../org-services.ts';

/** One Node transport for every fixture, as each test file used to share one. */
const node = createNodeTransport();

export interface OrgFixtureOptions {
  /** Wraps the in-memory keychain (e.g. one that refuses deletes); its entries stay visible. */
  keytar?: (memory: KeytarLike) => KeytarLike;
  /** Replaces any createOrgServices option (confirm, homeDir…) for this test file. */
  services?: Partial<OrgServicesOptions>;
}

export interface OrgFixture {
  /** User data folder of the services. */
  dir: string;
  /** The user's home as the services see it (kubeconfig exports must leave it alone). */
  home: string;
  backend: FakeMissionControl;
  /** What reached the keychain, keyed `service|account`. */
  keychain: Map<string, string>;
  services: OrgServices;
  /** Closes the services and the backend, then deletes both folders. */
  close: () => Promise<void>;
}

/** Starts a fake backend and organisation services with test defaults, overridable per file. */
export async function openOrgFixture(options: OrgFixtureOptions = {}): Promise<OrgFixture> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mcd-orgs-'));
  const home = await mkdtemp(path.join(tmpdir(), 'mcd-home-'));
  // Behind /api, like a console host; tests start other backends themselves.
  const backend = await startFakeMissionControl({ prefix: '/api' });
  const memory = memoryKeytar();
  const services = createOrgServices({
    userDataDir: dir,
    keytar: options.keytar ? options.keytar(memory.keytar) : memory.keytar,
    transport: node.transport,
    homeDir: home,
    hostname: 'test-host',
    ...options.services,
  });
  const close = async () => {
    await services.close();
    await backend.close();
    await rm(dir, { recursive: true, force: true });
    await rm(home, { recursive: true, force: true });
  };
  return { dir, home, backend, keychain: memory.entries, services, close };
}

/** Signs in with the fake backend's own user (admin@example.com / secret). */
export async function signInAsAdmin(services: OrgServices, orgId: string) {
  return services.auth.signIn({
    orgId,
    method: 'password',
    email: 'admin@example.com',
    password: 'secret',
  });
}
