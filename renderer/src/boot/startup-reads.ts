// The reads the first paint waits for — the organisation list, the settings (cache max age) and
// the offline cache of the org this window opens on — start here, so they travel while the rest
// of the bundle is evaluated and React mounts (performance.md P1: cold start is a start-up
// ordering problem). The app's own calls then take these answers instead of asking again.
// Started by the early script (boot/early.ts, index.html's first script) where it ran, else by
// boot/start.ts, the bundle's first module.
import type { CacheReadResult } from '../../../preload/contract/cache.ts';
import type { IpcResultOf, RequestOf } from '../../../preload/contract/channels.ts';
import { CURRENT_ORG_KEY } from '../../../preload/contract/initial-org.ts';
import { invoke } from '../lib/bridge.ts';
import { adoptEarly, askedByApp, startEarly, takeEarly } from '../lib/early-ipc.ts';
import { startInitialReads } from '../lib/early-fetch.ts';
import { transport } from '../lib/ipc-transport.ts';

function rememberedOrg(): string | null {
  try {
    return sessionStorage.getItem(CURRENT_ORG_KEY);
  } catch {
    return null;
  }
}

interface StartupReads {
  initial: RequestOf<'cache:readInitial'>;
  answer: Promise<IpcResultOf<'cache:readInitial'>>;
}

declare global {
  // Set by whichever copy of this module starts the reads first: the early script's
  // (boot/early.ts) or the app bundle's; the app's copy reads it.
  var __mcdStartupReads: StartupReads | undefined;
}

/** Starts the start-up reads (once per page, whichever bundle asks first). */
export function startStartupReads(): void {
  if (globalThis.__mcdStartupReads) return;
  void startEarly('orgs:list', {});
  void startEarly('settings:get', {});
  // Main picks the org with the org frame's rule (URL, this window's last choice, most recent),
  // so the cache read does not wait for the org list to come back first.
  const initial = { search: window.location.search, remembered: rememberedOrg() };
  const answer = startEarly('cache:readInitial', initial);
  // The opening org's sign-in check leaves with them, for the org main picks by the same rule:
  // the org frame and the gate wait for it, and its answer would otherwise be asked for only once
  // the cache read has answered and the main thread is free again — after the bundle has been
  // evaluated, on a cold start long after.
  const statusStartedAt = performance.now();
  const status = transport('auth:status', { initial });
  globalThis.__mcdStartupReads = { initial, answer };
  // Signed in there: the opening screen's first reads leave now, not once the screen mounts, nor
  // once the cache read has answered (decrypting a large cache takes a while). Should the cache
  // read name another org (the list changed between the two reads), nobody takes them and they
  // are cancelled at their TTL.
  void status.then((early) => {
    if (early.ok && early.value.orgId && early.value.state === 'signed-in')
      startInitialReads(early.value.orgId, window.location.pathname);
  });
  // Once main has named the org, the app's first check of it (whenInitialOrgKnown, registered
  // later on the same answer) takes this call; asked again when main checked another org (the
  // list changed between the two reads) or the check failed. Not when the app has asked already
  // (a large cache named the org after the gate had mounted): nobody would take this answer but
  // the app's next check, and that one follows a change (an org found gone, a sign-in) that this
  // answer predates.
  void answer.then((result) => {
    if (!result.ok || !result.value.orgId || askedByApp('auth:status')) return;
    const orgId = result.value.orgId;
    const checked = status.then((early) =>
      early.ok && early.value.orgId === orgId ? early : transport('auth:status', { orgId }),
    );
    void adoptEarly('auth:status', { orgId }, checked, statusStartedAt);
  });
}

/**
 * Calls `onOrg` with the org main opened at start-up (and whether its cache held data) as soon as
 * that read answers — before the org list has come back — so the org's sign-in check and cache
 * restore start while the app is still evaluating and waiting. Nothing when there was no start-up
 * read, it failed or main had no org to open.
 */
export function whenInitialOrgKnown(onOrg: (orgId: string, cached: boolean) => void): void {
  void globalThis.__mcdStartupReads?.answer.then((result) => {
    if (result.ok && result.value.orgId)
      onOrg(result.value.orgId, result.value.read.status === 'hit');
  });
}

/**
 * The start-up read of `orgId`'s cache, taken once and only within the early-answer TTL; when
 * main opened another org's cache (the window switched meanwhile) or the read failed, `orgId`'s
 * cache is read now. Undefined when there is no start-up read left.
 */
export function takeInitialCacheRead(orgId: string): Promise<CacheReadResult> | undefined {
  const reads = globalThis.__mcdStartupReads;
  const early = reads && takeEarly('cache:readInitial', reads.initial);
  return early?.then((result) =>
    result.ok && result.value.orgId === orgId ? result.value.read : invoke('cache:read', { orgId }),
  );
}
