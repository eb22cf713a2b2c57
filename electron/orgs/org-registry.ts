// The organisation registry on disk: the non-secret profile of each org plus main-only bookkeeping
// (which device token we minted, where the kubeconfig was exported). One conf/electron-store file,
// `organisations.json` in userData, validated record by record on every read so one damaged entry
// never hides the others.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  OrgSchema,
  SANDBOX_ORG_ID,
  environmentColours,
  type Org,
} from '../../preload/contract/orgs.ts';
import { checkOrgUrl } from '../../preload/contract/org-url.ts';
import { DesktopError } from '../../preload/contract/result.ts';
import { CredentialBindingSchema } from '../auth/credential-binding.ts';
import { copyFileAtomicSync, removeStaleTempFiles } from '../secrets/write-file-atomic.ts';
import { setAsideAndRestore } from '../settings/set-aside.ts';
import {
  confEngine,
  type SettingsEngine,
  type SettingsStoreEngine,
} from '../settings/settings-store.ts';

export const OrgRecordSchema = OrgSchema.extend({
  /** Device token minted by password sign-in, so sign-out can revoke it. */
  deviceToken: z.object({ id: z.string().nullable(), name: z.string() }).nullable().default(null),
  /**
   * Device tokens that may exist on the server and are not `deviceToken`: one being minted
   * (recorded before the request, so a crash cannot leave a token nobody knows of) or one whose
   * revocation failed. Sign-in and sign-out revoke them by name.
   */
  pendingDeviceTokens: z
    .array(z.object({ id: z.string().nullable(), name: z.string() }))
    .default([]),
  kubeconfig: z
    .object({
      downloadedAt: z.string(),
      server: z.string().nullable(),
      context: z.string().nullable(),
      warnings: z.array(z.string()),
      exportedPath: z.string().nullable(),
      /** The server's id of the access token this kubeconfig carries, to revoke it (null: unknown). */
      tokenId: z.string().nullable().default(null),
      /** Ids of earlier kubeconfig tokens whose revocation failed; retried on the next one. */
      unrevokedTokenIds: z.array(z.string()).default([]),
    })
    .nullable()
    .default(null),
  /**
   * When the sign-in credential was issued and, when known, when it expires (credential health).
   * Set by sign-in, cleared by sign-out; null for sign-ins made before it was recorded.
   */
  credentialIssued: z
    .object({ issuedAt: z.string(), expiresAt: z.string().nullable() })
    .nullable()
    .default(null),
  /** Single sign-on: the client this app registered with the org's OIDC provider (not a secret). */
  oidcClient: z.object({ issuer: z.string(), clientId: z.string() }).nullable().default(null),
  /**
   * Where the stored credentials (token, password, refresh token) were issued; they are sent
   * nowhere else (electron/auth/credential-binding.ts). null: none may be used. Absent: a record
   * written before bindings existed, bound to its address and connection at first use.
   */
  credentialBinding: CredentialBindingSchema.nullable().optional(),
});
export type OrgRecord = z.infer<typeof OrgRecordSchema>;
/** A record as written by callers: the bookkeeping fields may be left to their defaults. */
export type OrgRecordInput = z.input<typeof OrgRecordSchema>;

const CONFIG_NAME = 'organisations';

/**
 * A record as the registry accepts it: the schema, and an address that passes the same check as
 * the add dialog's, stored in its normalised form. A hand-edited or damaged file cannot make a
 * credential go to a `javascript:` or plain-http remote address: such an entry is skipped.
 */
function parseRecord(
  item: unknown,
): { ok: true; record: OrgRecord } | { ok: false; reason: string } {
  const parsed = OrgRecordSchema.safeParse(item);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues[0]?.message ?? 'invalid' };
  const record = parsed.data;
  if (record.kind === 'sandbox') return { ok: true, record };
  const address = checkOrgUrl(record.baseUrl);
  if (!address.ok) return { ok: false, reason: address.reason };
  if (address.url !== record.baseUrl)
    return { ok: false, reason: `The address is not in its normalised form (${address.url}).` };
  return { ok: true, record };
}

function requireRecord(item: unknown): OrgRecord {
  const checked = parseRecord(item);
  if (!checked.ok)
    throw new DesktopError('VALIDATION', `The organisation was not saved: ${checked.reason}`);
  return checked.record;
}

export interface OrgRegistry {
  readonly path: string;
  list(): OrgRecord[];
  get(id: string): OrgRecord | undefined;
  /** Throws NOT_FOUND. */
  require(id: string): OrgRecord;
  insert(record: OrgRecordInput): OrgRecord;
  change(id: string, update: (record: OrgRecord) => OrgRecord): OrgRecord;
  delete(id: string): boolean;
  reorder(ids: readonly string[]): OrgRecord[];
  /** Records that failed validation on the last read (reported once, then dropped on write). */
  dropped(): number;
}

export function toOrgDto(record: OrgRecord): Org {
  const {
    deviceToken: _token,
    pendingDeviceTokens: _pending,
    kubeconfig: _kubeconfig,
    credentialIssued: _issued,
    oidcClient: _oidcClient,
    credentialBinding: _binding,
    ...dto
  } = record;
  return dto;
}

export function sandboxRecord(now: Date): OrgRecord {
  return {
    id: SANDBOX_ORG_ID,
    kind: 'sandbox',
    name: 'Sandbox',
    baseUrl: '',
    prefix: '',
    host: 'sandbox',
    environment: 'development',
    customLabel: null,
    colour: environmentColours.development,
    signInMethod: 'token',
    username: 'admin@sandbox.local',
    caBundle: null,
    proxy: null,
    hidden: false,
    createdAt: now.toISOString(),
    lastUsedAt: null,
    deviceToken: null,
    pendingDeviceTokens: [],
    kubeconfig: null,
    credentialIssued: null,
    oidcClient: null,
    credentialBinding: null,
  };
}

function readsAsRegistry(file: string): boolean {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return (
      typeof data === 'object' && data !== null && Array.isArray((data as { orgs?: unknown }).orgs)
    );
  } catch {
    return false;
  }
}

/** A damaged file is set aside and the `.bak` of the last good write restored, never silently emptied. */
export function repairRegistryFile(file: string, now: Date): string | null {
  if (!existsSync(file) || readsAsRegistry(file)) return null;
  const { quarantined, restored } = setAsideAndRestore(file, readsAsRegistry, now);
  return restored
    ? `Your list of organisations was damaged; it was set aside as ${quarantined} and the last good copy was restored.`
    : `Your list of organisations was damaged and set aside as ${quarantined}; only the Sandbox is listed. Add your organisations again.`;
}

/** The records as stored, each checked on every read; `dropped` counts the last read's damaged ones. */
interface RecordStore {
  read: () => OrgRecord[];
  write: (records: OrgRecord[]) => void;
  dropped: () => number;
}

function recordStore(engine: SettingsEngine): RecordStore {
  let droppedCount = 0;
  return {
    read: () => {
      const raw = engine.store.orgs;
      if (!Array.isArray(raw)) return [];
      const records: OrgRecord[] = [];
      droppedCount = 0;
      for (const item of raw) {
        const checked = parseRecord(item);
        if (checked.ok) records.push(checked.record);
        else droppedCount += 1;
      }
      return records;
    },
    write: (records) => {
      if (existsSync(engine.path) && readsAsRegistry(engine.path))
        copyFileAtomicSync(engine.path, `${engine.path}.bak`);
      engine.store = { ...engine.store, version: 1, orgs: records, seeded: true };
    },
    dropped: () => droppedCount,
  };
}

function notFound(id: string): DesktopError {
  return new DesktopError('NOT_FOUND', `There is no organisation with id "${id.slice(0, 64)}".`);
}

/**
 * `records` in the order of `ids`; orgs the caller did not mention (added meanwhile in another
 * window) keep their relative order at the end.
 */
function reordered(records: readonly OrgRecord[], ids: readonly string[]): OrgRecord[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  const ordered: OrgRecord[] = [];
  for (const id of ids) {
    const record = byId.get(id);
    if (record) {
      ordered.push(record);
      byId.delete(id);
    }
  }
  return [...ordered, ...records.filter((record) => byId.has(record.id))];
}

/** The registry's operations, each a read of the whole file and, for a change, one write. */
function registryOver(filePath: string, store: RecordStore): OrgRegistry {
  const { read, write } = store;
  const registry: OrgRegistry = {
    path: filePath,
    list: () => read(),
    get: (id) => read().find((record) => record.id === id),
    require: (id) => {
      const record = registry.get(id);
      if (!record) throw notFound(id);
      return record;
    },
    insert: (record) => {
      const records = read();
      if (records.some((other) => other.id === record.id))
        throw new DesktopError('CONFLICT', `Organisation ${record.id} exists already.`);
      const checked = requireRecord(record);
      write([...records, checked]);
      return checked;
    },
    change: (id, update) => {
      const records = read();
      const index = records.findIndex((record) => record.id === id);
      const current = records[index];
      if (!current) throw notFound(id);
      const next = requireRecord({
        ...update(current),
        id: current.id,
        kind: current.kind,
      });
      records[index] = next;
      write(records);
      return next;
    },
    delete: (id) => {
      const records = read();
      const rest = records.filter((record) => record.id !== id);
      if (rest.length === records.length) return false;
      write(rest);
      return true;
    },
    reorder: (ids) => {
      const next = reordered(read(), ids);
      write(next);
      return next;
    },
    dropped: () => store.dropped(),
  };
  return registry;
}

export function openOrgRegistry(options: {
  dir: string;
  engine?: SettingsStoreEngine | undefined;
  /** Seed the Sandbox organisation into a fresh registry. */
  withSandbox: boolean;
  now?: () => Date;
  notify?: ((message: string) => void) | undefined;
}): OrgRegistry {
  const now = options.now ?? (() => new Date());
  const file = path.join(options.dir, `${CONFIG_NAME}.json`);
  removeStaleTempFiles(options.dir); // writes a killed run left half-done
  const repaired = repairRegistryFile(file, now());
  if (repaired) options.notify?.(repaired);
  const engine = (options.engine ?? confEngine)({ cwd: options.dir, configName: CONFIG_NAME });
  const store = recordStore(engine);

  if (engine.store.seeded !== true) {
    store.write(options.withSandbox ? [sandboxRecord(now()), ...store.read()] : store.read());
  }
  store.read();
  const droppedCount = store.dropped();
  if (droppedCount > 0) {
    options.notify?.(
      `${droppedCount} damaged organisation ${droppedCount === 1 ? 'entry was' : 'entries were'} skipped.`,
    );
  }
  return registryOver(engine.path, store);
}
