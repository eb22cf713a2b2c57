// Where an update's signature is published: beside the file, in the same GitHub release
// electron-updater downloads it from (electron-builder.yml `publish`; a test keeps the two equal).
import { SIGNATURE_SUFFIX } from './update-signature.ts';

export const UPDATE_FEED = { owner: 'flanksource', repo: 'mission-control-desktop' } as const;

/**
 * The signature's address for a file of the feed. `url` is the file's entry in latest*.yml
 * (a bare name for GitHub releases); the tag is the release's (electron-updater's GitHub
 * provider reports it), `v<version>` otherwise, as the release workflow tags.
 */
export function signatureUrl(update: { version: string; tag?: string }, url: string): string {
  if (/^https:\/\//i.test(url)) return `${url}${SIGNATURE_SUFFIX}`;
  const tag = update.tag ?? `v${update.version}`;
  // electron-updater's GitHub provider asks for the name with its spaces as dashes.
  const name = url.replace(/ /g, '-');
  const { owner, repo } = UPDATE_FEED;
  return `https://github.com/${owner}/${repo}/releases/download/${encodeURIComponent(tag)}/${encodeURIComponent(name + SIGNATURE_SUFFIX)}`;
}

export type SignatureFetch =
  { status: 'found'; text: string } | { status: 'missing' } | { status: 'failed'; message: string };

/** Signatures are a few hundred bytes; anything much larger is not one. */
const SIGNATURE_MAX_BYTES = 16 * 1024;

/** The fetch used: Node's by default; Electron's `net.fetch` in the app follows the system proxy. */
export type FetchLike = (url: string, init: { signal: AbortSignal }) => Promise<Response>;

/** Fetches a signature over HTTPS (redirects to GitHub's download host followed). */
export async function fetchSignature(
  url: string,
  fetchImpl: FetchLike = fetch,
): Promise<SignatureFetch> {
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(30_000) });
    if (response.status === 404) return { status: 'missing' };
    if (!response.ok) return { status: 'failed', message: `HTTP ${response.status}` };
    const text = await response.text();
    if (text.length > SIGNATURE_MAX_BYTES)
      return { status: 'failed', message: 'the signature file is too large' };
    return { status: 'found', text };
  } catch (error) {
    return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
