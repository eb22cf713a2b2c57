// The one check before text from an API becomes a link's `href`: only absolute http(s) URLs
// without credentials in them. `javascript:`, `data:`, `file:`, custom schemes and relative paths
// (which would resolve inside the app's own origin) stay text.

/** The URL, normalised, when it may be a link's target; null otherwise. */
export function externalHref(text: string | null | undefined): string | null {
  if (!text) return null;
  const trimmed = text.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  const url = URL.parse(trimmed);
  if (!url) return null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !url.hostname) return null;
  return url.href;
}
