// The renderer's origin, as a pure `(Request) => Promise<Response>` function. Electron registers it
// for `app://console/`; the browser-mode host calls it for every authenticated request. It serves
// the built renderer (SPA fallback to index.html), puts the Content-Security-Policy on every HTML
// response, and hands `/org/<orgId>/…` to the gateway.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Gateway } from '../gateway/types.ts';
import { PRECOMPRESSED_SUFFIX, acceptedEncodings } from './content-encoding.ts';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** Org ids are ours (registry-generated), so a strict pattern keeps paths and keys tame. */
export const ORG_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export interface AppProtocolOptions {
  /** Folder holding the built renderer (index.html and assets/). */
  rendererDir: string;
  /** Resolved lazily: the gateway is built after the protocol is registered. */
  gateway: () => Gateway | null;
  /**
   * Serve a file's `.br`/`.gz` sibling (written at build) to a client that accepts it. Browser
   * mode only: Electron's custom protocol hands bodies to Chromium undecoded.
   */
  precompressed?: boolean;
}

function securityHeaders(contentType: string): Headers {
  const headers = new Headers({
    'content-type': contentType,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
  });
  if (contentType.startsWith('text/html')) {
    headers.set('content-security-policy', CONTENT_SECURITY_POLICY);
    headers.set('cache-control', 'no-store');
  }
  return headers;
}

function plain(status: number, message: string): Response {
  return new Response(message, { status, headers: securityHeaders('text/plain; charset=utf-8') });
}

/** The most bytes of build assets kept in memory (the build's Brotli files total ~5 MB). */
const ASSET_CACHE_BYTES = 64 * 1024 * 1024;

const isFile = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  );

/**
 * The build's hashed assets do not change while the app runs: each is looked up and read from disk
 * once, not on every page load (a load asks for ~50 files and their compressed siblings, and the
 * page's IPC calls wait behind that work on the host's one thread). Failed reads are not kept;
 * past ASSET_CACHE_BYTES, files are read from disk each time. Other files are read each time.
 */
function assetReader() {
  const assetLookups = new Map<string, Promise<boolean>>();
  const assetBodies = new Map<string, Promise<Buffer>>();
  let assetBytes = 0;
  const lookUp = (file: string, isAsset: boolean) => {
    if (!isAsset) return isFile(file);
    const found = assetLookups.get(file) ?? isFile(file);
    // Only a file that is there is remembered: a rebuild may yet write one that is not.
    void found.then((there) => there && assetLookups.set(file, found));
    return found;
  };
  const read = (file: string, isAsset: boolean) => {
    if (!isAsset || assetBytes > ASSET_CACHE_BYTES) return readFile(file);
    let body = assetBodies.get(file);
    if (!body) {
      body = readFile(file);
      assetBodies.set(file, body);
      body.then(
        (bytes) => (assetBytes += bytes.byteLength),
        () => assetBodies.delete(file),
      );
    }
    return body;
  };
  return { lookUp, read };
}

export function createAppProtocolHandler(
  options: AppProtocolOptions,
): (request: Request) => Promise<Response> {
  const root = path.resolve(options.rendererDir);

  const { lookUp, read } = assetReader();

  async function serveFile(relative: string, request: Request): Promise<Response | null> {
    const target = path.resolve(root, relative);
    if (target !== root && !target.startsWith(root + path.sep)) return null;
    const isAsset = relative.startsWith('assets/');
    if (!(await lookUp(target, isAsset))) return null;
    const type = MIME[path.extname(target).toLowerCase()] ?? 'application/octet-stream';
    const headers = securityHeaders(type);
    if (isAsset) headers.set('cache-control', 'public, max-age=31536000, immutable');
    let file = target;
    if (options.precompressed) {
      headers.set('vary', 'accept-encoding');
      for (const encoding of acceptedEncodings(request.headers.get('accept-encoding'))) {
        const sibling = target + PRECOMPRESSED_SUFFIX[encoding];
        if (!(await lookUp(sibling, isAsset))) continue;
        headers.set('content-encoding', encoding);
        file = sibling;
        break;
      }
    }
    const bytes = await read(file, isAsset);
    // A Response's byte stream takes its body's memory over: the cached bytes are handed as a copy.
    const body = isAsset ? new Uint8Array(bytes) : bytes;
    headers.set('content-length', String(body.byteLength));
    return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
  }

  return async function handle(request: Request): Promise<Response> {
    const url = URL.parse(request.url);
    if (!url) return plain(400, 'Bad request URL');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return plain(400, 'Bad request path');
    }
    if (pathname.includes('\0')) return plain(400, 'Bad request path');

    const orgMatch = /^\/org\/([^/]+)(\/.*)?$/.exec(url.pathname);
    if (orgMatch) {
      const orgId = orgMatch[1] ?? '';
      if (!ORG_ID_PATTERN.test(orgId)) return plain(400, 'Unknown organisation id');
      const gateway = options.gateway();
      if (!gateway) return plain(503, 'Organisations are not available yet');
      return gateway(orgId, request);
    }

    if (request.method !== 'GET' && request.method !== 'HEAD')
      return plain(405, 'Method not allowed');

    const relative = pathname.replace(/^\/+/, '');
    if (relative !== '' && relative !== 'index.html') {
      const file = await serveFile(relative, request);
      if (file) return file;
      // A missing asset is a 404; any other path is a client-side route of the SPA.
      if (relative.startsWith('assets/') || path.extname(relative) !== '')
        return plain(404, 'Not found');
    }
    const index = await serveFile('index.html', request);
    return index ?? plain(500, 'The renderer is not built. Run `npm run build`.');
  };
}
