// The palette's recently opened entries, newest first, kept on this device (localStorage, which
// belongs to the user-data folder's profile in Electron and to the host's origin in browser
// mode). Whole entries are kept, so a recent item still shows while its cache is being read.
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

export function readRecents(storage: Pick<Storage, 'getItem'> = localStorage): Stored[] {
  try {
    const parsed = JSON.parse(storage.getItem(RECENTS_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isStored).slice(0, RECENTS_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts `item` first (once), keeps the newest RECENTS_LIMIT; returns the new list. */
export function rememberRecent(
  item: PaletteResult,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): Stored[] {
  const { recent: _recent, score: _score, ...stored } = item;
  const next = [stored, ...readRecents(storage).filter((r) => r.key !== item.key)].slice(
    0,
    RECENTS_LIMIT,
  );
  try {
    storage.setItem(RECENTS_KEY, JSON.stringify(next));
  } catch {
    // Storage full or unavailable: the palette still opens the item.
  }
  return next;
}

/** Drops the recents of organisations that no longer exist. */
export function recentsOf(recents: readonly Stored[], orgIds: ReadonlySet<string>): Stored[] {
  return recents.filter((r) => orgIds.has(r.orgId));
}
