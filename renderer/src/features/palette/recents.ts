// The palette's recently opened entries, newest first, kept on this device (localStorage, which
// belongs to the user-data folder's profile in Electron and to the host's origin in browser
// mode). Whole entries are kept, so a recent item still shows while its cache is being read.
import { z } from 'zod';
import { columns } from '../../api/services/wire-parts.ts';
import { storedRecents } from '../../lib/data/stored-recents.ts';
import { PALETTE_HEALTHS, PALETTE_KINDS, type PaletteResult } from './palette-model.ts';

export const RECENTS_KEY = 'mcd.palette.recents';
export const RECENTS_LIMIT = 20;

type Stored = Omit<PaletteResult, 'recent' | 'score'>;

const storedSchema = z.object({
  ...columns(z.string(), 'orgId', 'key', 'id', 'title', 'detail', 'icon'),
  route: z.string().startsWith('/'),
  kind: z.enum(PALETTE_KINDS),
  health: z.enum(PALETTE_HEALTHS).nullable(),
});
const isStored = (value: unknown): value is Stored => storedSchema.safeParse(value).success;

const RECENTS = storedRecents({
  key: RECENTS_KEY,
  limit: RECENTS_LIMIT,
  isItem: isStored,
  same: (a, b) => a.key === b.key,
});

export const readRecents = (storage?: Pick<Storage, 'getItem'>) => RECENTS.read(storage);

/** Puts `item` first (once), keeps the newest RECENTS_LIMIT; returns the new list. */
export function rememberRecent(
  item: PaletteResult,
  storage?: Pick<Storage, 'getItem' | 'setItem'>,
): Stored[] {
  const { recent: _recent, score: _score, ...stored } = item;
  return RECENTS.remember(stored, storage);
}

/** Drops the recents of organisations that no longer exist. */
export function recentsOf(recents: readonly Stored[], orgIds: ReadonlySet<string>): Stored[] {
  return recents.filter((r) => orgIds.has(r.orgId));
}
