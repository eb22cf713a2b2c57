// The marker the renderer's HTTP client sends on every `/org/**` request, in a module without
// schemas: the early script (renderer/src/boot/early.ts) sends it too, and must stay small.

/**
 * Sent by the renderer's HTTP client on every `/org/**` request. The gateway answers only requests
 * that carry it or `Sec-Fetch-Dest: empty` (fetch/XHR), so an answer never loads as a document,
 * frame, script or image in the app's origin.
 */
export const GATEWAY_REQUEST_HEADER = 'x-mcd-request';
export const GATEWAY_REQUEST_VALUE = 'fetch';

/** The gateway's path of `path` (with its query) in organisation `orgId`. */
export const orgPath = (orgId: string, path: string): string =>
  `/org/${encodeURIComponent(orgId)}${path.startsWith('/') ? path : `/${path}`}`;
