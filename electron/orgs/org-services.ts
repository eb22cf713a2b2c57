// Builds the organisation-related services (registry, secrets, auth, gateway, kubeconfig) and their
// IPC handlers, for core.ts. Electron-only pieces (net.fetch transport, electron-store engine, a
// sandbox launcher) come in as options, so the whole graph runs in Node tests.
import { homedir } from 'node:os';
import path from 'node:path';
import { createAuthService, type AuthService } from '../auth/auth-service.ts';
import { RECHECK_AFTER } from '../auth/status-memory.ts';
import type { BackendCaller } from '../auth/backend-calls.ts';
import { createOrgOidc } from '../auth/oidc/org-oidc.ts';
import type { BackendFetchOptions, BackendTransport } from '../gateway/backend-fetch.ts';
import { createGateway } from '../gateway/gateway.ts';
import { createElectronTransport, type NetRequest } from '../gateway/electron-transport.ts';
import { createNodeTransport } from '../gateway/node-transport.ts';
import type { Gateway } from '../gateway/types.ts';
import type { Handlers } from '../ipc/router.ts';
import {
  createKubeconfigService,
  type KubeconfigService,
} from '../kubeconfig/kubeconfig-service.ts';
import { createSecretStore, type SecretStore } from '../secrets/secret-store.ts';
import { loadKeytar, type KeytarSource } from '../secrets/keychain.ts';
import type { SettingsStoreEngine } from '../settings/settings-store.ts';
import { createAgentGenerator } from './agent-generate.ts';
import { refuseAll, type Confirmer } from '../app/confirm.ts';
import { confirmAccessToken, confirmAgentToken, confirmOrgUpdate } from './org-confirmations.ts';
import { createTokenCreator } from './token-create.ts';
import type { MintingOptions } from './minting-call.ts';
import { runDoctor } from './connection-doctor.ts';
import { createCheckLimiter, type CheckLimiter } from './check-limiter.ts';
import { credentialHealthOf } from './credential-health.ts';
import { openOrgRegistry, type OrgRegistry } from './org-registry.ts';
import { createOrgService, type OrgService, type SandboxProvider } from './org-service.ts';
import {
  createOrgAvailability,
  looksLikeStranger,
  observeOrg,
  statusWithAvailability,
  unavailableMessage,
  type OrgAvailability,
} from './org-availability.ts';
import {
  GATEWAY_ERROR_HEADER,
  SANDBOX_ORG_ID,
  type GatewayErrorKind,
} from '../../preload/contract/orgs.ts';
import type { OrgUnavailable, UserSummary } from '../../preload/contract/auth.ts';
import { GatewayFailure, gatewayErrorResponse } from '../gateway/gateway-error.ts';

export type OrgHandlerNames =
  | 'orgs:list'
  | 'orgs:add'
  | 'orgs:update'
  | 'orgs:remove'
  | 'orgs:reorder'
  | 'orgs:probe'
  | 'orgs:doctor'
  | 'auth:status'
  | 'auth:signIn'
  | 'auth:signOut'
  | 'auth:useSessionOnly'
  | 'auth:cancelSignIn'
  | 'kubeconfig:status'
  | 'kubeconfig:download'
  | 'kubeconfig:export'
  | 'kubeconfig:regenerate'
  | 'credentials:list'
  | 'agents:generate'
  | 'auth:createToken';

export interface OrgServicesOptions {
  userDataDir: string;
  /** electron-store in Electron, conf in Node. */
  engine?: SettingsStoreEngine | undefined;
  /** Starts (once) the embedded backend; without it there is no Sandbox organisation. */
  sandbox?: SandboxProvider | undefined;
  /** The OS keychain or a stand-in (tests); default: @napi-rs/keyring, loaded lazily. */
  keytar?: KeytarSource | undefined;
  keychainTimeoutMs?: number | undefined;
  /** One HTTP exchange without redirects; default: undici with per-org CA/proxy (Node). */
  transport?: BackendTransport | undefined;
  /**
   * Electron's `net.request`: used for orgs without their own CA or proxy
   * (app/create-app-core.ts passes it).
   */
  netRequest?: NetRequest | undefined;
  /** Opens an organisation's single sign-on page in the system browser (electron/auth/oidc). */
  openSignInPage?: ((url: string) => Promise<void>) | undefined;
  /** Notices to show the user once (a damaged registry was repaired…). */
  notify?: ((message: string) => void) | undefined;
  fetchOptions?: BackendFetchOptions | undefined;
  /** The user's home, whose `.kube/config` an export never replaces (tests: a temp dir). */
  homeDir?: string | undefined;
  /**
   * Electron's native save dialog for `kubeconfig:export` (electron/adapters); without it, exports
   * go to `<user data>/kubeconfigs/`.
   */
  chooseKubeconfigPath?: ((defaultPath: string) => Promise<string | null>) | undefined;
  hostname?: string | undefined;
  /** Drops the org's offline cache when it is removed (the cache service's job). */
  purgeCache?: ((orgId: string) => Promise<void>) | undefined;
  /** The application log (failed gateway requests). */
  log?: ((message: string) => void) | undefined;
  /** How long the second look at a gone org waits (tests: 0). */
  availabilityConfirmDelayMs?: number | undefined;
  /** An org was found unavailable outside a sign-in check (core.ts: `orgs:changed`). */
  onAvailabilityChange?: ((orgId: string) => void) | undefined;
  /**
   * Main's confirmation dialog (app/confirm.ts) for agent tokens, invitations, and proxy, CA and
   * hidden changes; without one, those are refused.
   */
  confirm?: Confirmer | undefined;
  /** Limits `orgs:probe` and `orgs:doctor` (issue 39); default: 10 a minute, 3 private targets. */
  checkLimiter?: CheckLimiter | undefined;
}

export interface OrgServices {
  registry: OrgRegistry;
  secrets: SecretStore;
  orgs: OrgService;
  auth: AuthService;
  /** How sign-in reaches organisations (the built-in identity's flows use it too). */
  caller: BackendCaller;
  kubeconfig: KubeconfigService;
  gateway: Gateway;
  /** Orgs deleted or renamed on the server (reliability row 41). */
  availability: OrgAvailability;
  handlers: Pick<Handlers, OrgHandlerNames>;
  close(): Promise<void>;
}

/**
 * Before an org's address, proxy or CA changes (issue 39 items 1 and 2): its credentials are
 * revoked over the connection they were issued on and removed from the keychain. A keychain that
 * refuses the delete (or is in its back-off) throws, and org-service.ts then refuses the change:
 * the old token or password never reaches the new host or proxy.
 */
async function signOutBeforeMove(auth: AuthService, orgId: string): Promise<void> {
  await auth.signOut(orgId);
}

/** The services the gateway wrapper, the org hooks and the handlers are drawn from. */
interface OrgParts {
  registry: OrgRegistry;
  secrets: SecretStore;
  orgs: OrgService;
  auth: AuthService;
  kubeconfig: KubeconfigService;
  availability: OrgAvailability;
  transport: BackendTransport;
  confirm: Confirmer;
  /** The last signed-in user of each org, shown while it is unavailable. */
  lastUsers: Map<string, UserSummary>;
}

/**
 * The gateway to the organisations' backends, with each one's availability: an org found deleted
 * or renamed on the server (reliability row 41) is answered for without a request.
 */
function orgGateway(
  parts: OrgParts,
  options: Pick<OrgServicesOptions, 'fetchOptions' | 'log' | 'onAvailabilityChange'>,
): Gateway {
  const { registry, orgs, auth, availability, transport, confirm } = parts;
  const backendGateway = createGateway({
    ...options.fetchOptions,
    transport,
    resolveTarget: async (orgId) => (registry.get(orgId) ? orgs.target(orgId) : null),
    credential: (orgId, target) => auth.credential(orgId, target),
    onUnauthorized: (orgId) => auth.markNeedsSignIn(orgId),
    log: options.log,
    confirm,
    orgName: (orgId) => registry.get(orgId)?.name,
  });
  // An org found unavailable is not asked again until a sign-in check finds it back: its
  // screens stay on their cached data (the renderer reads the failure as "cannot be reached").
  const blocked = (orgId: string, mark: OrgUnavailable) =>
    gatewayErrorResponse(
      orgId,
      new GatewayFailure(
        'unreachable',
        unavailableMessage(registry.get(orgId)?.name ?? orgId, mark),
      ),
    );
  const announced = new Set<string>();
  const gateway: Gateway = async (orgId, request) => {
    const known = availability.get(orgId) ?? (await availability.pending(orgId));
    if (known) return blocked(orgId, known);
    const response = await backendGateway(orgId, request);
    if (
      orgId === SANDBOX_ORG_ID ||
      !looksLikeStranger(response, response.headers.get(GATEWAY_ERROR_HEADER))
    )
      return response;
    // A stranger's answer: look at the markers before passing it on, so a screen keeps its
    // cached data instead of showing another server's 404 page as an error.
    const target = await orgs.target(orgId).catch(() => null);
    if (!target) return response;
    const mark = await availability.check(target).catch(() => null);
    if (!mark) return response;
    const key = `${orgId} ${mark.since}`;
    if (!announced.has(key)) {
      announced.add(key);
      options.onAvailabilityChange?.(orgId);
    }
    return blocked(orgId, mark);
  };
  // The sign-in state main keeps in memory (auth/status-memory.ts) is asked of the backend again
  // once a request could not reach the org, so the window's Retry checks for real.
  return async (orgId, request) => {
    const response = await gateway(orgId, request);
    const failure = response.headers.get(GATEWAY_ERROR_HEADER);
    if (failure && RECHECK_AFTER.has(failure as GatewayErrorKind)) auth.recheck(orgId);
    return response;
  };
}

/** What removing an org, or moving it to another address or connection, takes along. */
function registerOrgHooks(
  parts: OrgParts,
  purgeCache: ((orgId: string) => Promise<void>) | undefined,
): void {
  const { registry, secrets, orgs, auth, kubeconfig, availability, lastUsers } = parts;
  // Removal order: revoke what the server holds while we still have the token, then local traces.
  orgs.addRemovalStep('Kubeconfig token', (record) => kubeconfig.revoke(record));
  orgs.addRemovalStep('Sign-out', async (record) => {
    const result = await auth.signOut(record.id);
    if (result.warning) throw new Error(result.warning);
  });
  orgs.addRemovalStep('Kubeconfig', (record) => kubeconfig.purge(record));
  orgs.addRemovalStep('Keychain', (record) => secrets.purgeOrg(record.id));
  if (purgeCache) orgs.addRemovalStep('Offline data', (record) => purgeCache(record.id));
  orgs.addRemovalStep('Memory', (record) => {
    auth.forget(record.id);
    availability.forget(record.id);
    lastUsers.delete(record.id);
    return Promise.resolve();
  });
  orgs.onOriginChange(async (orgId) => {
    await signOutBeforeMove(auth, orgId);
    // The kubeconfig is exported, never sent by the app: dropping it is tidying, not safety.
    await secrets.delete(orgId, 'kubeconfig').catch(() => undefined);
    registry.change(orgId, (current) => ({ ...current, kubeconfig: null }));
  });
  orgs.onTransportChange((orgId) => signOutBeforeMove(auth, orgId));
}

/** The `orgs:*`, `auth:*`, `kubeconfig:*`, `credentials:*` and `agents:*` channels. */
function orgHandlers(
  parts: OrgParts,
  checks: CheckLimiter,
  fetchOptions: BackendFetchOptions | undefined,
): Pick<Handlers, OrgHandlerNames> {
  const { registry, secrets, orgs, auth, kubeconfig, availability, transport, confirm } = parts;
  const { lastUsers } = parts;
  const minting: MintingOptions = {
    target: (orgId) => orgs.target(orgId),
    credential: (orgId, target) => auth.credential(orgId, target),
    onUnauthorized: (orgId) => auth.markNeedsSignIn(orgId),
    transport,
    fetchOptions,
  };
  const generateAgent = createAgentGenerator({
    ...minting,
    confirm: (orgId, name) => confirmAgentToken(confirm, registry.require(orgId), name),
  });
  const createToken = createTokenCreator({
    ...minting,
    confirm: (orgId, request) => confirmAccessToken(confirm, registry.require(orgId), request),
  });
  return {
    'orgs:list': () => ({ orgs: orgs.list() }),
    'orgs:add': (input) => orgs.add(input),
    'orgs:update': async (request) => {
      await confirmOrgUpdate(confirm, registry.require(request.id), request.patch);
      const org = await orgs.update(request);
      auth.forget(request.id); // the sign-in method or user may have changed: re-read the keychain
      availability.forget(request.id); // a new address (an org renamed on the server) is looked at anew
      return org;
    },
    'orgs:remove': ({ id }) => orgs.remove(id),
    'orgs:reorder': ({ ids }) => ({ orgs: orgs.reorder(ids) }),
    'orgs:probe': async (input) => {
      checks.admitTyped(input.url, input.proxy);
      return orgs.probe(input);
    },
    'orgs:doctor': async ({ orgId }) => {
      const target = await orgs.target(orgId);
      checks.admit(target.baseUrl);
      return runDoctor(target, { transport, signInStatus: () => auth.status(orgId) });
    },
    'auth:status': async (request) => {
      const orgId = 'orgId' in request ? request.orgId : orgs.initial(request.initial);
      if (orgId === SANDBOX_ORG_ID) return auth.status(orgId);
      if (availability.get(orgId)) auth.recheck(orgId); // marked gone: look again
      const status = await statusWithAvailability({
        status: () => auth.status(orgId),
        target: () => orgs.target(orgId),
        availability,
        orgName: registry.get(orgId)?.name ?? orgId,
        lastUser: lastUsers.get(orgId),
      });
      if (status.state === 'signed-in' && status.user) lastUsers.set(orgId, status.user);
      return status;
    },
    'auth:signIn': (request) => auth.signIn(request),
    'auth:signOut': ({ orgId }) => auth.signOut(orgId),
    'auth:useSessionOnly': () => auth.useSessionOnly(),
    'auth:cancelSignIn': ({ orgId }) => ({ cancelled: auth.cancelSignIn(orgId) }),
    'kubeconfig:status': ({ orgId }) => kubeconfig.status(orgId),
    'kubeconfig:download': ({ orgId }) => kubeconfig.download(orgId),
    'kubeconfig:export': ({ orgId }) => kubeconfig.export(orgId),
    'kubeconfig:regenerate': ({ orgId }) => kubeconfig.regenerate(orgId),
    'credentials:list': () => ({
      orgs: registry.list().map((record) => credentialHealthOf(record, secrets.mode())),
    }),
    'agents:generate': (request) => generateAgent(request),
    'auth:createToken': (request) => createToken(request),
  };
}

export function createOrgServices(options: OrgServicesOptions): OrgServices {
  const registry = openOrgRegistry({
    dir: options.userDataDir,
    engine: options.engine,
    withSandbox: Boolean(options.sandbox),
    notify: options.notify,
  });
  const secrets = createSecretStore({
    keytar: options.keytar ?? loadKeytar,
    dir: path.join(options.userDataDir, 'secrets'),
    timeoutMs: options.keychainTimeoutMs,
  });
  const node = createNodeTransport();
  const transport =
    options.transport ??
    (options.netRequest
      ? createElectronTransport(options.netRequest, node.transport)
      : node.transport);
  const orgs = createOrgService({ registry, transport, sandbox: options.sandbox });
  const caller: BackendCaller = { transport, options: options.fetchOptions };
  const auth = createAuthService({
    registry,
    secrets,
    targets: orgs,
    caller,
    hostname: options.hostname,
    oidc: createOrgOidc({ registry, transport, targets: orgs, open: options.openSignInPage }),
  });
  const kubeconfig = createKubeconfigService({
    registry,
    secrets,
    target: (orgId) => orgs.target(orgId),
    credential: (orgId, target) => auth.credential(orgId, target),
    onUnauthorized: (orgId) => auth.markNeedsSignIn(orgId),
    transport,
    fetchOptions: options.fetchOptions,
    homeDir: options.homeDir ?? homedir(),
    exportDir: path.join(options.userDataDir, 'kubeconfigs'),
    chooseExportPath: options.chooseKubeconfigPath,
  });
  const confirm = options.confirm ?? refuseAll;
  const availability = createOrgAvailability({
    observe: (target) => observeOrg(transport, target),
    confirmDelayMs: options.availabilityConfirmDelayMs,
  });
  const lastUsers = new Map<string, UserSummary>();
  const parts: OrgParts = {
    registry,
    secrets,
    orgs,
    auth,
    kubeconfig,
    availability,
    transport,
    confirm,
    lastUsers,
  };
  const gateway = orgGateway(parts, options);

  registerOrgHooks(parts, options.purgeCache);

  const handlers = orgHandlers(
    parts,
    options.checkLimiter ?? createCheckLimiter(),
    options.fetchOptions,
  );

  return {
    registry,
    secrets,
    orgs,
    auth,
    caller,
    kubeconfig,
    gateway,
    availability,
    handlers,
    close: () => node.close(),
  };
}
