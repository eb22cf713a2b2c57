// Validation of an organisation's address, shared by the renderer (instant feedback in the add
// dialog) and main (the authority: nothing reaches the registry without passing here). Pure: only
// the WHATWG URL parser, which also turns IDN hosts into punycode.

export type OrgUrlCheck =
  | {
      ok: true;
      /** Normalised form that is stored: `https://host[:port][/path]`, no trailing slash, no query. */
      url: string;
      origin: string;
      /** Host in punycode (`xn--…`), the form shown to the user so homographs are visible. */
      host: string;
      /** True when the typed host was not plain ASCII (an IDN), so the UI can point it out. */
      idn: boolean;
      loopback: boolean;
    }
  | { ok: false; reason: string };

const MAX_URL_LENGTH = 2048;
/** Refused by name even where they could be mistaken for `host:port`. */
const DANGEROUS_SCHEMES = new Set(['javascript', 'vbscript', 'data', 'file', 'blob', 'about']);

/** Hosts allowed over plain http: this machine only. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '::1') return true;
  return /^127(\.\d{1,3}){3}$/.test(host);
}

function typedHost(input: string): string {
  // The host as typed, before the parser punycodes it: after `//`, up to the first / ? # and
  // without userinfo or port.
  const afterScheme = input.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  const authority = afterScheme.split(/[/?#]/, 1)[0] ?? '';
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  return host.startsWith('[') ? host : (host.split(':', 1)[0] ?? '');
}

/** What an empty address is told. */
export const ORG_URL_REQUIRED_TEXT = 'Enter the address of the Mission Control console or backend.';

export function checkOrgUrl(input: string): OrgUrlCheck {
  const text = input.trim();
  if (text === '') return { ok: false, reason: ORG_URL_REQUIRED_TEXT };
  if (text.length > MAX_URL_LENGTH)
    return { ok: false, reason: `The address is longer than ${MAX_URL_LENGTH} characters.` };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(text))
    return { ok: false, reason: 'The address contains spaces or control characters.' };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  const hostAndPort = /^[^:/]+:\d+(\/.*)?$/.test(text); // "localhost:8080" is not a scheme
  if (scheme && (DANGEROUS_SCHEMES.has(scheme) || (!/^https?$/.test(scheme) && !hostAndPort))) {
    return {
      ok: false,
      reason: `"${scheme}:" addresses are not allowed; use an https:// address.`,
    };
  }
  // A bare host ("mc.example.com") means https.
  const withScheme = scheme === 'http' || scheme === 'https' ? text : `https://${text}`;
  const url = URL.parse(withScheme);
  if (!url) return { ok: false, reason: 'This is not a valid web address.' };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return {
      ok: false,
      reason: `"${url.protocol}" addresses are not allowed; use an https:// address.`,
    };
  }
  if (url.username !== '' || url.password !== '') {
    return {
      ok: false,
      reason:
        'Do not put a user name or password in the address; sign in after adding the organisation.',
    };
  }
  if (url.hostname === '') return { ok: false, reason: 'The address has no host name.' };
  const loopback = isLoopbackHost(url.hostname);
  if (url.protocol === 'http:' && !loopback) {
    return {
      ok: false,
      reason: 'Only https:// is allowed, except http:// to this computer (localhost or 127.0.0.1).',
    };
  }
  if (url.search !== '' || url.hash !== '') {
    return { ok: false, reason: 'The address must not contain a query (?…) or fragment (#…).' };
  }
  const path = url.pathname.replace(/\/+$/, '');
  if (/(^|\/)\.\.?(\/|$)/.test(path))
    return { ok: false, reason: 'The address path must not contain "." or ".." segments.' };
  const host = url.host; // punycoded by the parser, includes a non-default port
  const raw = typedHost(text);
  const idn =
    [...raw].some((char) => char.charCodeAt(0) > 0x7f) ||
    url.hostname.split('.').some((label) => label.startsWith('xn--'));
  return { ok: true, url: `${url.origin}${path}`, origin: url.origin, host, idn, loopback };
}
