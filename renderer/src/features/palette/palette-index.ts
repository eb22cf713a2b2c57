// The palette's index over every organisation's entries and its ranking; runs in the palette's
// worker (palette.worker.ts), plain data in and out, so it is tested and benchmarked in Node.
// Budget: a keystroke over 3 organisations × 110,000 entries, p95 < 30 ms
// (tests/bench/palette.bench.ts). What keeps it there:
// - each entry's title and second line are lower-cased once and joined into one string, so a
//   substring is one native indexOf; a letter set per title (`letterMask`) rejects most entries
//   before the letters-in-order walk reads them;
// - the best `limit` are kept as numbers while scanning, results built only for them;
// - a query that extends the previous one (a keystroke) rescans only the previous matches: a
//   match of "api-g" is always a match of "api-". Queries under SCATTERED_MIN letters match
//   substrings only (a scattered "ab" matches nearly everything), so they never seed that;
// - a query of one or two letters (the first keystrokes, which no earlier search narrows) reads
//   only the names that start with it, kept in buckets by their first letters, plus the recent
//   entries: a name that starts with the query outranks any other match, so when the bucket fills
//   the list the rest cannot enter it (otherwise the whole index is scanned).
import { SCATTERED_MIN, letterMask, scatteredOnlyScore, substringScoreAt } from './fuzzy.ts';
import {
  matchesHealth,
  matchesOrg,
  matchesType,
  parseQuery,
  resultKey,
  type PaletteEntry,
  type PaletteOrg,
  type PaletteQuery,
  type PaletteResult,
} from './palette-model.ts';

interface OrgEntries {
  org: PaletteOrg;
  entries: PaletteEntry[];
  /** Lower-cased titles, and `title \n detail` lower-cased, made once. */
  titles: string[];
  hays: string[];
  keys: string[];
  /** `letterMask` of each title. */
  titleMasks: Int32Array;
  /** Entry positions by the first one and the first two letters of their title, ascending. */
  starts: Map<string, number[]>;
  /** Entry position by result key (recent entries are found by it). */
  byKey: Map<string, number>;
}

/** Titles bucketed by their first `PREFIX_MAX` letters serve queries of up to that many. */
const PREFIX_MAX = 2;

function startBuckets(titles: readonly string[]): Map<string, number[]> {
  const buckets = new Map<string, number[]>();
  titles.forEach((title, i) => {
    for (let n = 1; n <= Math.min(PREFIX_MAX, title.length); n += 1) {
      const head = title.slice(0, n);
      let bucket = buckets.get(head);
      if (!bucket) buckets.set(head, (bucket = []));
      bucket.push(i);
    }
  });
  return buckets;
}

/** Recently opened entries outrank everything else, the latest first. */
const RECENT_BONUS = 10_000;
/** The current organisation's entries win ties against another organisation's. */
const CURRENT_ORG_BONUS = 5;
/** A match in the second line only is worth less than one in the name. */
const DETAIL_FACTOR = 0.5;
/**
 * The best any match that is not a prefix of the title can score, with the current-organisation
 * bonus: a substring at a word start right after the first letter of a name as long as the query.
 */
const NON_PREFIX_MAX = 700 + 100 - 1 + CURRENT_ORG_BONUS;
/** A match of the last search: its organisation's position × ORG_STRIDE + the entry's position. */
const ORG_STRIDE = 2 ** 22;

export interface SearchOptions {
  /** Result keys (`resultKey`), most recent first. */
  recents?: readonly string[];
  currentOrgId?: string | null;
  limit?: number;
  /** Scan every entry even for a short query (tests compare the two ways). */
  exhaustive?: boolean;
}

export interface PaletteIndex {
  /** Replaces an organisation's entries (its cache changed) and its name and colour. */
  setOrg(org: PaletteOrg, entries: readonly PaletteEntry[]): void;
  /** Updates the name and colour only (the org list changed). */
  renameOrg(org: PaletteOrg): void;
  removeOrg(orgId: string): void;
  orgs(): PaletteOrg[];
  size(): number;
  search(line: string, options?: SearchOptions): PaletteResult[];
}

/** The entry's score for `text` (its letters `mask`), or -1. */
function scoreOf(text: string, mask: number, entries: OrgEntries, i: number): number {
  if (!text) return 0;
  const title = entries.titles[i]!;
  const at = entries.hays[i]!.indexOf(text);
  if (at >= 0) {
    if (at + text.length <= title.length) return substringScoreAt(text, title, at);
    if (at > title.length) {
      const detail = entries.entries[i]!.detail.toLowerCase();
      return substringScoreAt(text, detail, at - title.length - 1) * DETAIL_FACTOR;
    }
  }
  if (text.length < SCATTERED_MIN || (entries.titleMasks[i]! & mask) !== mask) return -1;
  return scatteredOnlyScore(text, title);
}

export function createPaletteIndex(): PaletteIndex {
  const byOrg = new Map<string, OrgEntries>();
  let list: OrgEntries[] = [];
  /** The last search, to rescan only its matches when the next one extends it. */
  let last: { query: PaletteQuery; filtersKey: string; matches: number[] } | null = null;

  const changed = () => {
    list = [...byOrg.values()];
    last = null;
  };

  return {
    setOrg(org, entries) {
      const titles = entries.map((e) => e.title.toLowerCase());
      const keys = entries.map((e) => resultKey(org.id, e));
      byOrg.set(org.id, {
        org,
        entries: [...entries],
        titles,
        hays: entries.map((e, i) => `${titles[i]!}\n${e.detail.toLowerCase()}`),
        keys,
        titleMasks: Int32Array.from(titles, letterMask),
        starts: startBuckets(titles),
        byKey: new Map(keys.map((key, i) => [key, i])),
      });
      changed();
    },
    renameOrg(org) {
      const known = byOrg.get(org.id);
      if (!known) return;
      byOrg.set(org.id, { ...known, org });
      changed();
    },
    removeOrg(orgId) {
      if (byOrg.delete(orgId)) changed();
    },
    orgs: () => list.map((o) => o.org),
    size: () => list.reduce((sum, o) => sum + o.entries.length, 0),

    search(line, options = {}) {
      const { recents = [], currentOrgId = null, limit = 50, exhaustive = false } = options;
      const query = parseQuery(line);
      const text = query.text;
      const mask = letterMask(text);
      const recentRank = new Map(recents.map((key, i) => [key, i]));
      const anyRecent = recentRank.size > 0;
      const filtersKey = `${query.org ?? ''}\u0000${query.type ?? ''}\u0000${query.health ?? ''}`;
      const narrowing =
        last !== null &&
        last.filtersKey === filtersKey &&
        text.startsWith(last.query.text) &&
        last.query.text.length >= SCATTERED_MIN;

      // The best `limit` so far, best first: scores and packed positions.
      const topScores: number[] = [];
      const topAt: number[] = [];
      const matches: number[] = [];
      // Only a query of SCATTERED_MIN letters or more seeds the next keystroke's narrowing.
      const keepMatches = text.length >= SCATTERED_MIN;
      const consider = (o: number, entries: OrgEntries, i: number, orgBonus: number): void => {
        const score = scoreOf(text, mask, entries, i);
        if (score < 0) return;
        const packed = o * ORG_STRIDE + i;
        if (keepMatches) matches.push(packed);
        let total = score + orgBonus;
        if (anyRecent) {
          const rank = recentRank.get(entries.keys[i]!);
          if (rank !== undefined) total += RECENT_BONUS - rank;
        }
        const count = topScores.length;
        if (count === limit && total <= topScores[count - 1]!) return;
        let at = count;
        while (at > 0 && topScores[at - 1]! < total) at -= 1;
        topScores.splice(at, 0, total);
        topAt.splice(at, 0, packed);
        if (topScores.length > limit) {
          topScores.pop();
          topAt.pop();
        }
      };

      const filtered = query.type !== null || query.health !== null;
      const passes = (entry: PaletteEntry): boolean =>
        (query.type === null || matchesType(query.type, entry)) &&
        (query.health === null || matchesHealth(query.health, entry.health));
      const orgBonusOf = (entries: OrgEntries) =>
        entries.org.id === currentOrgId ? CURRENT_ORG_BONUS : 0;

      // A short query: the names starting with it, and the recent entries, may be enough.
      let answered = false;
      if (!exhaustive && text.length > 0 && text.length <= PREFIX_MAX) {
        const seen = new Set<number>();
        list.forEach((entries, o) => {
          if (query.org !== null && !matchesOrg(query.org, entries.org)) return;
          const orgBonus = orgBonusOf(entries);
          for (const i of entries.starts.get(text) ?? []) {
            if (filtered && !passes(entries.entries[i]!)) continue;
            seen.add(o * ORG_STRIDE + i);
            consider(o, entries, i, orgBonus);
          }
        });
        for (const key of recents) {
          list.forEach((entries, o) => {
            const i = entries.byKey.get(key);
            if (i === undefined || seen.has(o * ORG_STRIDE + i)) return;
            if (query.org !== null && !matchesOrg(query.org, entries.org)) return;
            if (filtered && !passes(entries.entries[i]!)) return;
            consider(o, entries, i, orgBonusOf(entries));
          });
        }
        answered = topScores.length === limit && topScores[limit - 1]! > NON_PREFIX_MAX;
        if (!answered) {
          topScores.length = 0;
          topAt.length = 0;
        }
      }

      if (answered) {
        // The buckets held the whole answer.
      } else if (narrowing) {
        for (const packed of last!.matches) {
          const o = Math.floor(packed / ORG_STRIDE);
          const entries = list[o]!;
          consider(
            o,
            entries,
            packed % ORG_STRIDE,
            entries.org.id === currentOrgId ? CURRENT_ORG_BONUS : 0,
          );
        }
      } else {
        list.forEach((entries, o) => {
          if (query.org !== null && !matchesOrg(query.org, entries.org)) return;
          const orgBonus = orgBonusOf(entries);
          const all = entries.entries;
          for (let i = 0; i < all.length; i += 1) {
            if (filtered && !passes(all[i]!)) continue;
            consider(o, entries, i, orgBonus);
          }
        });
      }
      last = { query, filtersKey, matches };
      return topAt.map((packed, n) => {
        const entries = list[Math.floor(packed / ORG_STRIDE)]!;
        const i = packed % ORG_STRIDE;
        return {
          ...entries.entries[i]!,
          orgId: entries.org.id,
          key: entries.keys[i]!,
          recent: anyRecent && recentRank.has(entries.keys[i]!),
          score: topScores[n]!,
        };
      });
    },
  };
}
