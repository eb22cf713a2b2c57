// Helpers to declare channels. A channel is `<area>:<verb>` with a zod request and response
// schema; TypeScript types are inferred from the schemas, never written twice.
import type { z } from 'zod';

export interface ChannelSpec<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  request: Req;
  response: Res;
  /** Largest accepted request, in bytes of JSON. Defaults to DEFAULT_MAX_PAYLOAD_BYTES. */
  maxPayloadBytes?: number;
}

export const DEFAULT_MAX_PAYLOAD_BYTES = 256 * 1024;

export function channel<Req extends z.ZodType, Res extends z.ZodType>(
  spec: ChannelSpec<Req, Res>,
): ChannelSpec<Req, Res> {
  return spec;
}
