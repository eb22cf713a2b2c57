// The fetch every OIDC call takes: it goes over the organisation's own connection (its CA bundle
// and proxy; org-oidc.ts). Its own module so discovery, ID token and client code share it, and
// share how an answer's body is read: as a stream, stopped at a cap, so a provider (or whatever
// answers at its address) cannot make main hold an endless document in memory.
import { describeBytes } from '../../gateway/gateway-error.ts';
import { declaredLength, readStreamCapped } from '../../gateway/capped-read.ts';
import { OidcFailure, type OidcFailureKind } from './loopback.ts';

export type HttpFetch = (
  url: string,
  init: { method: string; headers: Headers; body?: Uint8Array | undefined },
) => Promise<Response>;

/** Discovery documents, registration and token answers are a few KB. */
export const MAX_OIDC_DOCUMENT_BYTES = 256 * 1024;
/** A key set (JWKS) holds several keys, certificates included; still far below this. */
export const MAX_OIDC_KEY_SET_BYTES = 1024 * 1024;

/**
 * The body of an identity provider's answer as text, read at most `cap` bytes far. Over the cap
 * the stream is cancelled and the sign-in fails with an OidcFailure of `kind` naming `what`.
 */
export async function readOidcText(
  response: Response,
  what: { kind: OidcFailureKind; name: string },
  cap: number = MAX_OIDC_DOCUMENT_BYTES,
): Promise<string> {
  const tooLarge = () =>
    new OidcFailure(
      what.kind,
      `The identity provider's ${what.name} is larger than ${describeBytes(cap)}; Mission Control did not read it.`,
    );
  const declared = declaredLength(response);
  if (declared !== null && declared > cap) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const bytes = await readStreamCapped(response.body as ReadableStream<Uint8Array> | null, cap);
  if (!bytes) throw tooLarge();
  return new TextDecoder().decode(bytes);
}
