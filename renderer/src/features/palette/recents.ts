// The palette's recently opened entries, newest first, kept on this device (localStorage, which
// belongs to the user-data folder's profile in Electron and to the host's origin in browser
// mode). Whole entries are kept, so a recent item still shows while its cache is being read.
import { storedRecents } from '../../lib/data/stored-recents.ts';
import { PALETTE_HEALTHS, PALETTE_KINDS, type PaletteResult } from './palette-model.ts';

export const RECENTS_KEY = 'mcd.palette.recents';
export const RECENTS_LIMIT = 20;

type Stored = Omit<PaletteResult, 'recent' | 'score'>;

function isStored(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    ['orgId', 'key', 'id', 'title', 'detail', 'icon', 'route'].every(
      (field) => typeof v[field] === 'string',
    ) &&
    (PALETTE_KINDS as readonly unknown[]).includes(v.kind) &&
    (v.health === null || (PALETTE_HEALTHS as readonly unknown[]).includes(v.health)) &&
    (v.route as string).startsWith('/')
  );
}

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
