// Organisation management on top of the registry: add (validate the URL, detect the API prefix),
// edit, hide, reorder, remove (with every trace: keychain, cache, exported kubeconfig), and where
// each org lives for the gateway, including the Sandbox whose address is known only at run time.
import { randomUUID } from 'node:crypto';
import { checkOrgUrl } from '../../preload/contract/org-url.ts';
import {
  SANDBOX_ORG_ID,
  environmentColours,
  type ApiPrefix,
  type InitialOrgRequest,
  type Org,
  type OrgAdd,
  type OrgUpdate,
  type ProbeResult,
} from '../../preload/contract/orgs.ts';
import { initialOrgId } from '../../preload/contract/initial-org.ts';
import { DesktopError } from '../../preload/contract/result.ts';
import type { BackendTarget, BackendTransport } from '../gateway/backend-fetch.ts';
import { probeOrg } from './org-probe.ts';
import { toOrgDto, type OrgRecord, type OrgRegistry } from './org-registry.ts';

export interface SandboxInfo {
  url: string;
  token: string;
  /** PEM of the sandbox's self-signed certificate when it runs with TLS. */
  caBundle?: string | null;
  /** Settles when that Sandbox process ends; the next request then starts a new one. */
  exited?: Promise<unknown>;
}
export type SandboxProvider = () => Promise<SandboxInfo>;

/** One step of removing an org (sign out, delete kubeconfig, purge keychain, drop cache…). */
export type RemovalStep = (record: OrgRecord) => Promise<void>;

export interface OrgService {
  list(): Org[];
  /** The org a window opens on, by the org frame's rule (initial-org.ts); NOT_FOUND if none. */
  initial(request: InitialOrgRequest): string;
  add(input: OrgAdd): Promise<Org>;
  update(request: OrgUpdate): Promise<Org>;
  remove(id: string): Promise<{ removed: true; warnings: string[] }>;
  reorder(ids: readonly string[]): Org[];
  probe(input: {
    url: string;
    caBundle?: string | null | undefined;
    proxy?: string | null | undefined;
  }): Promise<ProbeResult>;
  target(orgId: string): Promise<BackendTarget>;
  sandboxToken(): Promise<string | null>;
  /** Steps run in order by `remove`; a failing step becomes a warning, never a half-removed org. */
  addRemovalStep(name: string, step: RemovalStep): void;
  /**
   * Called before an org's address (base URL or API prefix) changes: its credentials belong to
   * the old one. A listener that throws refuses the change (CREDENTIALS_NOT_CLEARED).
   */
  onOriginChange(listener: (orgId: string) => Promise<void>): void;
  /**
   * Called before an org's proxy or CA bundle changes: the token must not travel through a proxy
   * (or to a certificate) the user signed in without. Listeners sign the org out; one that
   * throws refuses the change.
   */
  onTransportChange(listener: (orgId: string) => Promise<void>): void;
}

export interface OrgServiceOptions {
  registry: OrgRegistry;
  transport: BackendTransport;
  sandbox?: SandboxProvider | undefined;
  now?: () => Date;
}

type Listener = (orgId: string) => Promise<void>;

/** The Sandbox process, started on first use and again after it ends. */
interface SandboxHolder {
  /** Starts it (once at a time) or answers the running one. */
  start(): Promise<SandboxInfo>;
  /** The running one's address and token, if it runs. */
  running(): SandboxInfo | null;
}

function sandboxHolder(provider: SandboxProvider | undefined): SandboxHolder {
  let sandboxPromise: Promise<SandboxInfo> | null = null;
  let sandboxInfo: SandboxInfo | null = null;
  function start(): Promise<SandboxInfo> {
    if (!provider)
      throw new DesktopError(
        'UNAVAILABLE',
        'The Sandbox organisation is not available in this build.',
      );
    const starting = (sandboxPromise ??= provider().then(
      (info) => {
        sandboxInfo = info;
        void info.exited?.then(() => {
          if (sandboxPromise !== starting) return;
          sandboxPromise = null;
          sandboxInfo = null;
        });
        return info;
      },
      (error: unknown) => {
        sandboxPromise = null; // let the next request try again
        const reason = error instanceof Error ? error.message : String(error);
        throw new DesktopError('UNAVAILABLE', `The Sandbox could not be started: ${reason}`);
      },
    ));
    return starting;
  }
  return { start: async () => start(), running: () => sandboxInfo };
}

/** What the service's operations share: the registry, the transport and what is registered. */
interface OrgContext {
  options: OrgServiceOptions;
  registry: OrgRegistry;
  transport: BackendTransport;
  now: () => Date;
  steps: { name: string; step: RemovalStep }[];
  originListeners: Listener[];
  transportListeners: Listener[];
  sandbox: SandboxHolder;
}

/**
 * Runs what must happen before an org's address or connection changes (its credentials are
 * revoked and dropped). A step that fails refuses the change, which then leaves everything as
 * it was: credentials that could not be removed must never reach the new address.
 */
async function beforeMove(
  record: OrgRecord,
  what: string,
  listeners: readonly Listener[],
): Promise<void> {
  for (const listener of listeners) {
    try {
      await listener(record.id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new DesktopError(
        'CREDENTIALS_NOT_CLEARED',
        `The ${what} of ${record.name} was not changed: its sign-in could not be removed first (${reason.replace(/\.$/, '')}). Nothing was changed; try again when the keychain answers, or sign out first.`,
      );
    }
  }
}

function dto(ctx: OrgContext, record: OrgRecord): Org {
  const org = toOrgDto(record);
  const sandboxInfo = ctx.sandbox.running();
  if (record.id === SANDBOX_ORG_ID && sandboxInfo)
    return { ...org, baseUrl: sandboxInfo.url, host: new URL(sandboxInfo.url).host };
  return org;
}

/** The org a window opens on, by the org frame's rule, as `cache:readInitial` picks it. */
function initialOrg(orgs: readonly Org[], { search, remembered }: InitialOrgRequest): string {
  const orgId = initialOrgId(orgs, search, remembered);
  if (!orgId) throw new DesktopError('NOT_FOUND', 'There is no organisation to open.');
  return orgId;
}

/** The orgs to show, without the Sandbox in a build that has none. */
function shown(ctx: OrgContext, records: readonly OrgRecord[]): Org[] {
  return records
    .filter((record) => record.id !== SANDBOX_ORG_ID || ctx.options.sandbox)
    .map((record) => dto(ctx, record));
}

function checkedUrl(url: string) {
  const checked = checkOrgUrl(url);
  if (!checked.ok) throw new DesktopError('INVALID_URL', checked.reason);
  return checked;
}

/**
 * Every new org, and every org given a new address, is probed, a prefix given or not: only an
 * address that answers like Mission Control (its `/about`, or the 401 of one) is kept, so the
 * gateway never becomes a client of any loopback or intranet host a page names. A given prefix
 * only chooses between the two.
 */
async function detectPrefix(
  transport: BackendTransport,
  input: Pick<OrgAdd, 'prefix' | 'caBundle' | 'proxy'>,
  url: string,
): Promise<ApiPrefix> {
  const probe = await probeOrg(transport, { url, caBundle: input.caBundle, proxy: input.proxy });
  if (!probe.ok) throw new DesktopError('PROBE_FAILED', probe.reason);
  if (probe.prefix === null) {
    throw new DesktopError(
      'PROBE_FAILED',
      'This address does not answer like Mission Control (neither /api/about nor /about). Check it.',
    );
  }
  return input.prefix ?? probe.prefix;
}

async function addOrg(ctx: OrgContext, input: OrgAdd): Promise<Org> {
  const checked = checkedUrl(input.url);
  const prefix = await detectPrefix(ctx.transport, input, checked.url);
  const environment = input.environment ?? 'production';
  const record = ctx.registry.insert({
    id: randomUUID(),
    kind: 'remote',
    name: input.name,
    baseUrl: checked.url,
    prefix,
    host: checked.host,
    environment,
    customLabel: environment === 'custom' ? (input.customLabel ?? null) : null,
    colour: input.colour ?? environmentColours[environment],
    signInMethod: input.signInMethod ?? 'password',
    username: input.username ?? null,
    caBundle: input.caBundle ?? null,
    proxy: input.proxy ?? null,
    hidden: false,
    createdAt: ctx.now().toISOString(),
    lastUsedAt: null,
    deviceToken: null,
    kubeconfig: null,
    credentialBinding: null, // nothing issued yet: a sign-in binds what it stores
  });
  return dto(ctx, record);
}

type Patch = OrgUpdate['patch'];
type CheckedUrl = ReturnType<typeof checkedUrl>;

/** The record with the patch applied: a new address (checked, its prefix probed) and the rest. */
function patched(
  record: OrgRecord,
  patch: Patch,
  address: { checked: CheckedUrl | null; probedPrefix: ApiPrefix | null },
  usedAt: string | null,
): OrgRecord {
  const { checked, probedPrefix } = address;
  const environment = patch.environment ?? record.environment;
  return {
    ...record,
    name: patch.name ?? record.name,
    baseUrl: checked?.url ?? record.baseUrl,
    host: checked?.host ?? record.host,
    prefix: probedPrefix ?? patch.prefix ?? record.prefix,
    environment,
    customLabel:
      environment === 'custom'
        ? patch.customLabel !== undefined
          ? patch.customLabel
          : record.customLabel
        : null,
    colour:
      patch.colour ?? (patch.environment ? environmentColours[patch.environment] : record.colour),
    signInMethod: patch.signInMethod ?? record.signInMethod,
    username: patch.username !== undefined ? patch.username : record.username,
    caBundle: patch.caBundle !== undefined ? patch.caBundle : record.caBundle,
    proxy: patch.proxy !== undefined ? patch.proxy : record.proxy,
    hidden: patch.hidden ?? record.hidden,
    lastUsedAt: usedAt ?? record.lastUsedAt,
    healthWatchMinutes: patch.healthWatchMinutes ?? record.healthWatchMinutes,
    notificationRules: patch.notificationRules ?? record.notificationRules,
  };
}

async function updateOrg(ctx: OrgContext, { id, patch }: OrgUpdate): Promise<Org> {
  const current = ctx.registry.require(id);
  if (
    current.kind === 'sandbox' &&
    (patch.url !== undefined || patch.prefix !== undefined || patch.caBundle || patch.proxy)
  ) {
    throw new DesktopError(
      'CONFLICT',
      'The address of the Sandbox organisation cannot be changed.',
    );
  }
  const checked = patch.url !== undefined ? checkedUrl(patch.url) : null;
  // A new address is probed as `add` probes one, through the proxy and CA it will be used
  // with, before anything changes: one that does not answer like Mission Control is refused
  // and the org keeps its address, prefix and sign-in.
  const probedPrefix =
    checked !== null && checked.url !== current.baseUrl
      ? await detectPrefix(
          ctx.transport,
          {
            prefix: patch.prefix,
            caBundle: patch.caBundle !== undefined ? patch.caBundle : current.caBundle,
            proxy: patch.proxy !== undefined ? patch.proxy : current.proxy,
          },
          checked.url,
        )
      : null;
  // Any other API root (scheme, host, port, path or API prefix) is another address: the
  // credentials are bound to the one they were issued at (electron/auth/credential-binding.ts).
  const addressChanged =
    (checked !== null && checked.url !== current.baseUrl) ||
    (probedPrefix ?? patch.prefix ?? current.prefix) !== current.prefix;
  // Before the address changes: the old host's credentials are revoked there and dropped.
  if (addressChanged) await beforeMove(current, 'address', ctx.originListeners);
  // A new proxy or CA: revoke over the connection the user signed in with, then sign out.
  const transportChanged =
    (patch.proxy !== undefined && (patch.proxy ?? null) !== current.proxy) ||
    (patch.caBundle !== undefined && (patch.caBundle ?? null) !== current.caBundle);
  if (transportChanged && !addressChanged)
    await beforeMove(current, 'proxy or certificate authority', ctx.transportListeners);
  const usedAt = patch.used ? ctx.now().toISOString() : null;
  const updated = ctx.registry.change(id, (record) =>
    patched(record, patch, { checked, probedPrefix }, usedAt),
  );
  return dto(ctx, updated);
}

async function removeOrg(
  ctx: OrgContext,
  id: string,
): Promise<{ removed: true; warnings: string[] }> {
  const record = ctx.registry.require(id);
  if (record.kind === 'sandbox')
    throw new DesktopError(
      'CONFLICT',
      'The Sandbox organisation cannot be removed; hide it instead.',
    );
  const warnings: string[] = [];
  for (const { name, step } of ctx.steps) {
    try {
      await step(record);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      warnings.push(`${name}: ${reason}`);
    }
  }
  ctx.registry.delete(id);
  return { removed: true, warnings };
}

/** Where an org's requests go; the Sandbox's address is known once it runs. */
async function target(ctx: OrgContext, orgId: string): Promise<BackendTarget> {
  const record = ctx.registry.require(orgId);
  if (record.kind === 'sandbox') {
    const info = await ctx.sandbox.start();
    return {
      orgId,
      baseUrl: info.url.replace(/\/+$/, ''),
      prefix: '',
      caBundle: info.caBundle ?? null,
      proxy: null,
    };
  }
  return {
    orgId,
    baseUrl: record.baseUrl,
    prefix: record.prefix,
    caBundle: record.caBundle,
    proxy: record.proxy,
  };
}

export function createOrgService(options: OrgServiceOptions): OrgService {
  const ctx: OrgContext = {
    options,
    registry: options.registry,
    transport: options.transport,
    now: options.now ?? (() => new Date()),
    steps: [],
    originListeners: [],
    transportListeners: [],
    sandbox: sandboxHolder(options.sandbox),
  };
  return {
    list: () => shown(ctx, ctx.registry.list()),
    initial: (request) => initialOrg(shown(ctx, ctx.registry.list()), request),
    add: (input) => addOrg(ctx, input),
    update: (request) => updateOrg(ctx, request),
    remove: (id) => removeOrg(ctx, id),
    reorder: (ids) => shown(ctx, ctx.registry.reorder(ids)),
    probe: (input) => probeOrg(ctx.transport, input),
    target: (orgId) => target(ctx, orgId),
    sandboxToken: async () => {
      if (!options.sandbox) return null;
      try {
        return (await ctx.sandbox.start()).token;
      } catch {
        return null;
      }
    },
    addRemovalStep: (name, step) => {
      ctx.steps.push({ name, step });
    },
    onOriginChange: (listener) => {
      ctx.originListeners.push(listener);
    },
    onTransportChange: (listener) => {
      ctx.transportListeners.push(listener);
    },
  };
}
