// The errors the gateway answers with itself (never a backend's own answer), marked by a header:
// a module of their own, so the renderer's HTTP client gets these three schemas without building
// every schema of the orgs contract at start-up (performance.md P1). orgs.ts re-exports them.
import { z } from 'zod';

export const GatewayErrorKindSchema = z.enum([
  'offline',
  'unreachable',
  'timeout',
  'tls',
  'needs-sign-in',
  'forbidden',
  'html-instead-of-json',
  'too-large',
  'redirect-refused',
  'bad-request',
  'unknown-org',
  'keychain-unavailable',
]);
export type GatewayErrorKind = z.infer<typeof GatewayErrorKindSchema>;

/** Present on every response the gateway made up itself (never on a backend's own answer). */
export const GATEWAY_ERROR_HEADER = 'x-mcd-gateway-error';

export { GATEWAY_REQUEST_HEADER, GATEWAY_REQUEST_VALUE } from './gateway-request.ts';

/**
 * Browser mode's "Save to file": `GET /download/org/<orgId>/api/…` answers the same read as the
 * gateway would, streamed as an attachment without the size cap (electron/host/download-route.ts).
 */
export const DOWNLOAD_PATH_PREFIX = '/download';

export const TlsDetailsSchema = z.object({
  code: z.string(),
  issuer: z.string().nullable(),
  subject: z.string().nullable(),
  fingerprint256: z.string().nullable(),
  validTo: z.string().nullable(),
});
export type TlsDetails = z.infer<typeof TlsDetailsSchema>;

/** A `too-large` answer's size (null: streamed past the cap, whole size unknown) and its cap. */
export const TooLargeSizeSchema = z.object({
  bytes: z.number().int().nonnegative().nullable(),
  capBytes: z.number().int().positive(),
});
export type TooLargeSize = z.infer<typeof TooLargeSizeSchema>;

export const GatewayErrorSchema = z.object({
  kind: GatewayErrorKindSchema,
  message: z.string(),
  orgId: z.string(),
  /** The backend's status when the error is a classified backend answer (401, 403, HTML…). */
  status: z.number().int().nullable(),
  tls: TlsDetailsSchema.nullable(),
  /** `too-large` only. */
  size: TooLargeSizeSchema.optional(),
});
export type GatewayError = z.infer<typeof GatewayErrorSchema>;
