// Pure decisions behind the window's navigation, new-window, webview and permission handlers.
// main-window.ts wires them to Electron events; keeping them pure lets Node tests prove every
// "deny" without an Electron binary.
import { checkExternalLink } from '../app/external-links.ts';
import { isAppUrl } from './app-url.ts';

export type NavigationDecision = { allow: true } | { allow: false; reason: string };

/** `will-navigate` / `will-frame-navigate`: only our own origin, for any frame. */
export function decideNavigation(url: string): NavigationDecision {
  if (isAppUrl(url)) return { allow: true };
  return { allow: false, reason: `navigation to ${describeUrl(url)} is not allowed` };
}

export type WindowOpenDecision = { action: 'deny'; openExternal: string | null; reason?: string };

/**
 * `setWindowOpenHandler`: never a new Electron window. A safe https link goes to the OS browser
 * instead; everything else (custom schemes, file:, javascript:, credentials in the URL) is dropped.
 */
export function decideWindowOpen(url: string): WindowOpenDecision {
  const verdict = checkExternalLink(url);
  if (verdict.allowed) return { action: 'deny', openExternal: verdict.url };
  return { action: 'deny', openExternal: null, reason: verdict.reason };
}

/**
 * Permissions granted to the renderer. Writing to the clipboard (copy a kubectl command, an id)
 * is the only one the console needs, and only from our own origin; everything else — camera,
 * notifications through the web API, geolocation, HID/USB/serial, openExternal — is refused.
 */
const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);

export function isPermissionAllowed(permission: string, requestingUrl: string): boolean {
  return ALLOWED_PERMISSIONS.has(permission) && isAppUrl(requestingUrl);
}

function describeUrl(raw: string): string {
  try {
    const url = new URL(raw);
    // Never log paths or queries: they may carry tokens.
    return url.host ? `${url.protocol}//${url.host}` : url.protocol;
  } catch {
    return 'an invalid URL';
  }
}
