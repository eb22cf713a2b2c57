// Which links may leave the app for the OS browser: parsed with the WHATWG URL parser (never
// prefix checks), https only, no credentials. Everything else is refused with a reason.
export type ExternalLinkVerdict =
  { allowed: true; url: string } | { allowed: false; reason: string };

export function checkExternalLink(raw: string): ExternalLinkVerdict {
  const url = URL.parse(raw);
  if (!url) return { allowed: false, reason: 'not a valid URL' };
  if (url.protocol !== 'https:')
    return { allowed: false, reason: `${url.protocol} links are not opened` };
  if (url.username || url.password)
    return { allowed: false, reason: 'links with credentials are not opened' };
  if (!url.hostname) return { allowed: false, reason: 'the link has no host' };
  return { allowed: true, url: url.toString() };
}

/** A program and its arguments, run without a shell (no cmd.exe, no /bin/sh). */
export interface OpenCommand {
  command: string;
  args: string[];
}

/**
 * How browser mode hands a link to the OS browser: http(s) only, after URL parsing, as a single
 * argument of a program started without a shell, so `&`, `|`, `^` or quotes in a URL are never
 * read as commands (`cmd /c start` would run them on Windows). Null when the URL is refused or
 * nothing here can open it (Linux without a display or xdg-open).
 */
export function browserOpenCommand(
  raw: string,
  platform: NodeJS.Platform,
  hasXdgOpen: () => boolean,
): OpenCommand | null {
  const url = URL.parse(raw);
  if (!url) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.hostname || url.username || url.password) return null;
  const href = url.href; // serialised: spaces, quotes and control characters are percent-encoded
  if (platform === 'darwin') return { command: 'open', args: [href] };
  if (platform === 'win32')
    return { command: 'rundll32.exe', args: ['url.dll,FileProtocolHandler', href] };
  return hasXdgOpen() ? { command: 'xdg-open', args: [href] } : null;
}

/**
 * An organisation's single sign-on page (electron/auth/oidc): https, or http on a loopback host
 * (a backend on this computer); never with credentials.
 */
export function checkSignInLink(raw: string): ExternalLinkVerdict {
  const url = URL.parse(raw);
  if (!url) return { allowed: false, reason: 'not a valid URL' };
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    return { allowed: false, reason: `${url.protocol} sign-in pages are not opened` };
  if (url.username || url.password)
    return { allowed: false, reason: 'links with credentials are not opened' };
  return { allowed: true, url: url.toString() };
}
