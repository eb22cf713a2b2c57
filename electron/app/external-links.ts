// Which links may leave the app for the OS browser: parsed with the WHATWG URL parser (never
// prefix checks), https only, no credentials. Everything else is refused with a reason.
export type ExternalLinkVerdict =
  { allowed: true; url: string } | { allowed: false; reason: string };

export function checkExternalLink(raw: string): ExternalLinkVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { allowed: false, reason: 'not a valid URL' };
  }
  if (url.protocol !== 'https:')
    return { allowed: false, reason: `${url.protocol} links are not opened` };
  if (url.username || url.password)
    return { allowed: false, reason: 'links with credentials are not opened' };
  if (!url.hostname) return { allowed: false, reason: 'the link has no host' };
  return { allowed: true, url: url.toString() };
}
