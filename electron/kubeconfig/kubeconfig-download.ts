// The download side of the kubeconfig service: `GET /api/kubeconfig` with the org's credential,
// validation, the keychain copy, and the access tokens each download mints. The server does not
// say which token a download minted: the one id it lists afterwards that it did not list before
// is it. A kubeconfig that is not kept, or is replaced, has its token revoked.
import { DesktopError } from '../../preload/contract/result.ts';
import { deleteToken, listsTokens, type BackendCaller } from '../auth/backend-calls.ts';
import { fetchBackend, type BackendTarget } from '../gateway/backend-fetch.ts';
import { GatewayFailure } from '../gateway/gateway-error.ts';
import type { OrgRecord } from '../orgs/org-registry.ts';
import type { KubeconfigContext } from './kubeconfig-context.ts';
import { MAX_KUBECONFIG_BYTES, validateKubeconfig } from './validate-kubeconfig.ts';

/** Token ids the server lists, or null when the list cannot be read (never throws). */
async function tokenIds(
  caller: BackendCaller,
  target: BackendTarget,
  credential: string,
): Promise<Set<string> | null> {
  const listed = await listsTokens(caller, target, credential).catch(() => null);
  return listed ? new Set(listed.map((token) => token.id)) : null;
}

/** Revokes `ids`; answers the ones still on the server (a 404 means already gone). */
async function revokeIds(
  caller: BackendCaller,
  target: BackendTarget,
  credential: string,
  ids: readonly string[],
): Promise<string[]> {
  const left: string[] = [];
  for (const id of ids) {
    const response = await deleteToken(caller, target, credential, id).catch(() => null);
    const gone =
      response !== null &&
      ((response.status >= 200 && response.status < 300) || response.status === 404);
    if (!gone) left.push(id);
  }
  return left;
}

/** Token ids listed now that were not in `before` (none when either list cannot be read). */
async function mintedSince(
  caller: BackendCaller,
  before: Set<string> | null,
  target: BackendTarget,
  credential: string,
): Promise<string[]> {
  const after = before ? await tokenIds(caller, target, credential) : null;
  return before && after ? [...after].filter((id) => !before.has(id)) : [];
}

/** One org's signed-in backend: where the download goes and with what. */
interface Session {
  orgId: string;
  target: BackendTarget;
  credential: string;
  host: string;
}

/** The kubeconfig's text, or a DesktopError saying why the server would not give it. */
async function requestKubeconfig(ctx: KubeconfigContext, session: Session): Promise<string> {
  const { host } = session;
  const response = await fetchBackend(
    ctx.options.transport,
    session.target,
    {
      uiPath: '/api/kubeconfig',
      headers: new Headers({ accept: 'text/yaml, application/yaml, */*' }),
      credential: session.credential,
    },
    { ...ctx.options.fetchOptions, maxResponseBytes: MAX_KUBECONFIG_BYTES },
  );
  if (response.status === 401) {
    if (response.credentialSent) ctx.options.onUnauthorized(session.orgId);
    throw new DesktopError(
      'NEEDS_SIGN_IN',
      `${host} asks you to sign in again before downloading a kubeconfig.`,
    );
  }
  if (response.status === 403) {
    throw new DesktopError(
      'FORBIDDEN',
      `Your account on ${host} may not download a kubeconfig (it needs kubernetes-proxy:create).`,
    );
  }
  if (response.status !== 200)
    throw new DesktopError(
      'KUBECONFIG_DOWNLOAD_FAILED',
      `${host} answered HTTP ${response.status} to the kubeconfig download.`,
    );
  return new TextDecoder('utf-8', { fatal: false }).decode(response.body);
}

/** A download that broke off: the token the server may have minted is revoked; the error says why. */
async function failedDownload(
  ctx: KubeconfigContext,
  session: Session,
  before: Set<string> | null,
  error: GatewayFailure,
): Promise<DesktopError> {
  // The server may have minted the token before the body broke off or ran over the cap.
  const { target, credential } = session;
  await revokeIds(
    ctx.caller,
    target,
    credential,
    await mintedSince(ctx.caller, before, target, credential),
  );
  if (error.kind === 'too-large') {
    return new DesktopError(
      'KUBECONFIG_INVALID',
      `The kubeconfig from the server was not kept: it is larger than ${MAX_KUBECONFIG_BYTES / 1024} KB. The previous one (if any) is unchanged.`,
    );
  }
  return new DesktopError(
    'KUBECONFIG_DOWNLOAD_FAILED',
    `${error.message} The previous kubeconfig (if any) is unchanged.`,
  );
}

/** Records the kept kubeconfig; the previous one's token (and earlier failures) are revoked now. */
async function recordKept(
  ctx: KubeconfigContext,
  session: Session,
  previous: OrgRecord['kubeconfig'],
  tokenId: string | null,
  valid: ReturnType<typeof validateKubeconfig>,
): Promise<void> {
  const stale = [
    ...(previous?.unrevokedTokenIds ?? []),
    ...(previous?.tokenId ? [previous.tokenId] : []),
  ].filter((id) => id !== tokenId);
  const unrevoked =
    stale.length > 0 ? await revokeIds(ctx.caller, session.target, session.credential, stale) : [];
  ctx.registry.change(session.orgId, (current) => ({
    ...current,
    kubeconfig: {
      downloadedAt: ctx.now().toISOString(),
      server: valid.server,
      context: valid.context,
      warnings: valid.warnings,
      exportedPath: current.kubeconfig?.exportedPath ?? null,
      tokenId,
      unrevokedTokenIds: unrevoked,
    },
  }));
}

/** Downloads a new kubeconfig, validates it and keeps it in the keychain, replacing the old one. */
export async function fetchAndKeep(ctx: KubeconfigContext, orgId: string): Promise<void> {
  const record = ctx.registry.require(orgId);
  const target = await ctx.options.target(orgId);
  const credential = await ctx.options.credential(orgId, target);
  if (!credential)
    throw new DesktopError(
      'NEEDS_SIGN_IN',
      `Sign in to ${record.name} before downloading its kubeconfig.`,
    );
  const session: Session = { orgId, target, credential, host: new URL(target.baseUrl).host };
  // The download mints a token and does not say its id: the one new id in the list is it.
  const before = await tokenIds(ctx.caller, target, credential);
  let text: string;
  try {
    text = await requestKubeconfig(ctx, session);
  } catch (error) {
    if (!(error instanceof GatewayFailure)) throw error;
    throw await failedDownload(ctx, session, before, error);
  }
  const minted = await mintedSince(ctx.caller, before, target, credential);
  const tokenId = minted.length === 1 ? (minted[0] ?? null) : null;
  let valid: ReturnType<typeof validateKubeconfig>;
  try {
    valid = validateKubeconfig(text, session.host);
  } catch (error) {
    // A kubeconfig we do not keep must not leave its token behind on the server.
    if (tokenId) await revokeIds(ctx.caller, target, credential, [tokenId]);
    throw error;
  }
  await ctx.secrets.set(orgId, 'kubeconfig', valid.text);
  await recordKept(ctx, session, record.kubeconfig, tokenId, valid);
}

/**
 * Revokes the kubeconfig's token (and any earlier one whose revocation failed) on the server;
 * throws, naming what is left, on failure.
 */
export async function revokeKubeconfigTokens(
  ctx: KubeconfigContext,
  record: OrgRecord,
): Promise<void> {
  const meta = record.kubeconfig;
  const ids = [...(meta?.unrevokedTokenIds ?? []), ...(meta?.tokenId ? [meta.tokenId] : [])];
  if (ids.length === 0) return;
  const target = await ctx.options.target(record.id);
  const credential = await ctx.options.credential(record.id, target).catch(() => null);
  if (!credential)
    throw new Error(
      `The kubeconfig's access token could not be revoked (not signed in); delete it on the server.`,
    );
  const left = await revokeIds(ctx.caller, target, credential, ids);
  if (ctx.registry.get(record.id))
    ctx.registry.change(record.id, (current) => ({
      ...current,
      kubeconfig: current.kubeconfig
        ? {
            ...current.kubeconfig,
            tokenId: meta?.tokenId && left.includes(meta.tokenId) ? meta.tokenId : null,
            unrevokedTokenIds: left.filter((id) => id !== meta?.tokenId),
          }
        : current.kubeconfig,
    }));
  if (left.length > 0)
    throw new Error(
      `The server did not revoke the kubeconfig's access token (${left.join(', ')}); delete it on the server.`,
    );
}
