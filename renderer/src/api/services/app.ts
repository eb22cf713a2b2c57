// Facts about the running app and the user's preferences, both answered by main over IPC.
import { queryOptions } from '@tanstack/react-query';
import type { SettingsPatch } from '../../../../preload/contract/settings.ts';
import { invoke } from '../../lib/bridge.ts';

export const appKeys = {
  all: ['app'] as const,
  info: () => ['app', 'info', {}] as const,
  settings: () => ['app', 'settings', {}] as const,
  logs: () => ['app', 'logs', {}] as const,
};

export function appInfoQuery() {
  return queryOptions({
    queryKey: appKeys.info(),
    queryFn: () => invoke('app:info', {}),
    staleTime: Infinity,
  });
}

export function settingsQuery() {
  return queryOptions({
    queryKey: appKeys.settings(),
    queryFn: () => invoke('settings:get', {}),
    staleTime: Infinity,
  });
}

export const saveSettings = (patch: SettingsPatch) => invoke('settings:set', patch);

/** Opens an https link in the OS browser through main (which re-checks it). */
export const openExternal = (url: string) => invoke('app:openExternal', { url });

/** Asks main for a new window on `orgId`; false in browser mode, where the page opens a tab. */
export async function openOrgWindow(orgId: string): Promise<boolean> {
  return (await invoke('app:openWindow', { orgId })).opened;
}

/** The log file's path and latest lines; never kept in the offline cache. */
export function appLogsQuery() {
  return queryOptions({
    queryKey: appKeys.logs(),
    queryFn: () => invoke('app:logs', {}),
    meta: { persist: false },
  });
}

/** Opens the log folder in the OS file manager; false in browser mode. */
export async function revealLogs(): Promise<boolean> {
  return (await invoke('app:showLogs', {})).opened;
}

/**
 * Restarts into the downloaded update; false when none is ready (or in browser mode), or when it
 * is unsigned and `acceptUnsigned` (the user's explicit yes) is not given.
 */
export async function installUpdate(request: { acceptUnsigned?: boolean } = {}): Promise<boolean> {
  return (await invoke('app:installUpdate', request)).installing;
}
