// A fitted table's first guess of its own width, so that its first render already has its rows
// fitted (no render without rows, then a layout read, then a second render with them). What is
// learned is the table's inset: the window's width less its box's, kept per table and across
// starts (localStorage), since a list screen sits in the same frame whatever the window's width.
// A table never measured takes the smallest inset known: most tables fill the content column of
// a list screen, and the ones that do not (a side panel, a tab) learn their own on first use.
// The guess is never trusted: the table's layout effect measures and corrects it before paint.
import { readLocalPreference, writeLocalPreference } from '../../lib/hooks/useLocalPreference.ts';

const KEY = 'table-insets';
/** More tables than the app has: an old entry past it is dropped. */
const MAX_TABLES = 200;

let insets: Map<string, number> | null = null;

function loaded(): Map<string, number> {
  if (insets) return insets;
  insets = new Map();
  try {
    const stored: unknown = JSON.parse(readLocalPreference(KEY) ?? '{}');
    if (stored && typeof stored === 'object')
      for (const [table, inset] of Object.entries(stored))
        if (typeof inset === 'number' && Number.isFinite(inset) && inset >= 0)
          insets.set(table, inset);
  } catch {
    // Unreadable or disabled storage: nothing learned yet.
  }
  return insets;
}

/** The width `table`'s box probably has in this window, or null when nothing is known. */
export function guessBoxWidth(table: string): number | null {
  const known = loaded();
  const inset = known.get(table) ?? (known.size > 0 ? Math.min(...known.values()) : null);
  if (inset === null) return null;
  const width = window.innerWidth - inset;
  return width > 0 ? width : null;
}

/** Learns `table`'s inset from a measure of its box (0: out of the layout, nothing to learn). */
export function learnBoxWidth(table: string, width: number): void {
  if (width <= 0) return;
  const known = loaded();
  const inset = window.innerWidth - width;
  if (inset < 0 || known.get(table) === inset) return;
  known.delete(table);
  known.set(table, inset);
  while (known.size > MAX_TABLES) known.delete(known.keys().next().value!);
  writeLocalPreference(KEY, JSON.stringify(Object.fromEntries(known)));
}

/** Forgets what was learned in this page (tests). */
export function forgetBoxWidths(): void {
  insets = null;
}
