// Stable UUIDs for seeded rows: derived from (seed, kind, key), so two sandboxes built from the
// same seed share every id and tests can predict them.
import { createHash } from 'node:crypto';

export const LOCAL_AGENT_ID = '00000000-0000-0000-0000-000000000000';

export function stableUuid(seed: number, kind: string, key: string | number): string {
  const hex = createHash('sha1').update(`${seed}\u0000${kind}\u0000${key}`).digest('hex');
  // Shape it as an RFC 9562 version-4 variant-1 UUID so strict validators accept it.
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** An id factory bound to one seed. */
export type IdFactory = (kind: string, key: string | number) => string;

export function idFactory(seed: number): IdFactory {
  return (kind, key) => stableUuid(seed, kind, key);
}
