// An organisation's palette entries as the index searches them (palette-index.ts): lower-cased
// titles and second lines, each list joined into one string, a bit set of the characters of each
// title, where each letter first appears in each title, and each entry's kind and health as
// numbers, all made once when the organisation's entries are set.
import { isBoundary, letterMask } from './fuzzy.ts';
import {
  PALETTE_HEALTHS,
  PALETTE_KINDS,
  resultKey,
  type PaletteEntry,
  type PaletteOrg,
} from './palette-model.ts';

interface Joined {
  text: string;
  starts: Int32Array;
}

const SLOTS = 36;
export const ABSENT = 255;
export const WORD_START = 128;
const FIRST_LATE = 127;
export const LATE = FIRST_LATE;
export const NO_HEALTH = 255;

/** The bit of each mark `markMask` sets apart (space - . _ : /); any other: 16. */
const MARKS = new Uint8Array(128).fill(16);
Array.from(' -._:/').forEach((char, n) => (MARKS[char.charCodeAt(0)] = 10 + n));

/**
 * What `letterMask` leaves out, as a set: each digit on its own bit (10), then space - . _ : / and
 * anything else not a letter. A text holding the query holds all of its characters.
 */
export function markMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) mask |= 1 << (code - 48);
    else if (code < 97 || code > 122) mask |= 1 << (MARKS[code] ?? 16);
  }
  return mask;
}

/** a–z → 0–25, 0–9 → 26–35, anything else -1. */
export function slotOf(code: number): number {
  if (code >= 97 && code <= 122) return code - 97;
  if (code >= 48 && code <= 57) return code - 22;
  return -1;
}

function firstPlaces(titles: readonly string[]): Uint8Array[] {
  const tables = Array.from({ length: SLOTS }, () => new Uint8Array(titles.length).fill(ABSENT));
  titles.forEach((title, i) => {
    for (let at = 0; at < title.length; at += 1) {
      const slot = slotOf(title.charCodeAt(at));
      if (slot < 0 || tables[slot]![i] !== ABSENT) continue;
      if (at >= FIRST_LATE) tables[slot]![i] = LATE;
      else {
        const wordStart = at === 0 || isBoundary(title.charCodeAt(at - 1));
        tables[slot]![i] = at + (wordStart ? WORD_START : 0);
      }
    }
  });
  return tables;
}

function join(texts: readonly string[]): Joined {
  const starts = new Int32Array(texts.length);
  let at = 0;
  texts.forEach((text, i) => {
    starts[i] = at;
    at += text.length + 1;
  });
  // The query never holds a line break (it is split on white space), so no match spans two.
  return { text: texts.join('\n'), starts };
}

/** The entry whose text holds `at`: the last start at or before it, from `from` on. */
function entryAt(starts: Int32Array, at: number, from: number): number {
  let low = from;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Calls `found(entry, at)` for each entry holding `text`, at its first place in it. */
export function eachHolding(
  joined: Joined,
  text: string,
  found: (i: number, at: number) => void,
): void {
  const { starts } = joined;
  let from = 0;
  let i = 0;
  for (;;) {
    const at = joined.text.indexOf(text, from);
    if (at < 0) return;
    i = entryAt(starts, at, i);
    found(i, at - starts[i]!);
    if (i + 1 >= starts.length) return;
    i += 1;
    from = starts[i]!;
  }
}

export function indexOrg(org: PaletteOrg, list: readonly PaletteEntry[]) {
  const entries = [...list];
  const titles = entries.map((e) => e.title.toLowerCase());
  const details = entries.map((e) => e.detail.toLowerCase());
  const keys = entries.map((e) => resultKey(org.id, e));
  const kinds = Uint8Array.from(entries, (e) => PALETTE_KINDS.indexOf(e.kind));
  const healths = Uint8Array.from(entries, (e) =>
    e.health === null ? NO_HEALTH : PALETTE_HEALTHS.indexOf(e.health),
  );
  const positions = Int32Array.from(entries.keys());
  const byKind = PALETTE_KINDS.map((_, k) => positions.filter((i) => kinds[i] === k));
  return {
    org,
    entries,
    /** Lower-cased titles and second lines, made once. */
    titles,
    details,
    joinedTitles: join(titles),
    joinedDetails: join(details),
    keys,
    /** `letterMask` and `markMask` of each title. */
    titleMasks: Int32Array.from(titles, letterMask),
    titleMarks: Int32Array.from(titles, markMask),
    /** Each title's length. */
    titleLengths: Int32Array.from(titles, (t) => t.length),
    /**
     * Per letter or digit (`slotOf`), where it first appears in each title, + WORD_START when
     * that is a word start; LATE: at FIRST_LATE or later; ABSENT: nowhere.
     */
    firstAt: firstPlaces(titles),
    /** Each entry's kind (its place in PALETTE_KINDS) and health (in PALETTE_HEALTHS, or NO_HEALTH). */
    kinds,
    healths,
    /** Entry positions by kind, ascending. */
    byKind,
    /** Entry position by result key (recent entries are found by it). */
    byKey: new Map(keys.map((key, i) => [key, i])),
    /** The search that last took each entry (a recent one, or a match of an earlier tier). */
    taken: new Int32Array(entries.length),
  };
}

export type OrgEntries = ReturnType<typeof indexOrg>;
