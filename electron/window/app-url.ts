// Is a URL our own renderer (app://console/…)? Decided by the WHATWG URL parser, never by string
// prefixes: `app://console.evil/`, `app://console@evil/` and `app://x/?app://console/` must all fail.
import { APP_HOST, APP_SCHEME } from './window-options.ts';

export function isAppUrl(raw: string): boolean {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 8192) return false;
  const url = URL.parse(raw);
  if (!url) return false;
  return (
    url.protocol === `${APP_SCHEME}:` &&
    url.hostname === APP_HOST &&
    url.port === '' &&
    url.username === '' &&
    url.password === ''
  );
}
