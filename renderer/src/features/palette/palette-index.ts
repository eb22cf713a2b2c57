// The palette's index over every organisation's entries and its ranking; runs in the palette's
// worker (palette.worker.ts), plain data in and out, so it is tested and benchmarked in Node.
// Budget: a keystroke over 3 organisations × 110,000 entries, p95 < 30 ms
// (tests/bench/palette.bench.ts). Every search ranks exactly as scoring each entry would
// (`exhaustive`, which the tests compare against), but reads few entries' text:
// - the best `limit` are kept as numbers while searching (ties: the earlier entry), results
//   built only for them;
// - the match tiers do not overlap: a substring of the title (600–1000) beats a substring of the
//   second line (at most 500), which beats the title's letters in order (at most 599, far less for
//   a short query) — and a tier that cannot beat a full list is not searched at all;
// - substrings are found in one string per organisation of all titles (and one of all second
//   lines) by the engine's native indexOf, jumping from match to match instead of calling it once
//   per entry; a single letter is scored from a table of where each letter first appears in each
//   title and whether that is a word start, without reading the title;
// - letters in order are tried only on titles holding all the query's characters (a bit set per
//   title, made once) whose best possible score could still enter the list;
// - recent entries are scored first (they carry the recent bonus) and skipped afterwards;
// - `type:` and `health:` read each entry's kind and health from numbers made once; a `type:`
//   naming kinds reads only those kinds' entries.
import { SCATTERED_MIN, letterMask, scatteredOnlyScore, substringScoreAt } from './fuzzy.ts';
import {
  PALETTE_HEALTHS,
  PALETTE_KINDS,
  matchesHealth,
  matchesOrg,
  matchesType,
  parseQuery,
  typeKinds,
  type PaletteEntry,
  type PaletteOrg,
  type PaletteQuery,
  type PaletteResult,
} from './palette-model.ts';
import {
  ABSENT,
  LATE,
  NO_HEALTH,
  WORD_START,
  eachHolding,
  indexOrg,
  markMask,
  slotOf,
  type OrgEntries,
} from './palette-org-entries.ts';

/** Recently opened entries outrank everything else, the latest first. */
const RECENT_BONUS = 10_000;
/** The current organisation's entries win ties against another organisation's. */
const CURRENT_ORG_BONUS = 5;
/** A match in the second line only is worth less than one in the name. */
const DETAIL_FACTOR = 0.5;
/** The most a match in the second line can score. */
const DETAIL_MAX = 1000 * DETAIL_FACTOR;
/** The most letters in order can score (`scatteredOnlyScore`). */
const SCATTERED_MAX = 599;
/** A result's organisation's position × ORG_STRIDE + the entry's position. */
const ORG_STRIDE = 2 ** 22;

/**
 * The most `scatteredOnlyScore` gives `q` letters in a title of `t`: each letter after the first
 * at most +8 (a run) +12 (a word start), the first at most +12 − 0.5.
 */
const scatteredCeiling = (q: number, t: number): number =>
  Math.min(SCATTERED_MAX, 300 + 11.5 + 20 * (q - 1) - Math.min(t - q, 99) / 100);

export interface SearchOptions {
  /** Result keys (`resultKey`), most recent first. */
  recents?: readonly string[];
  currentOrgId?: string | null;
  limit?: number;
  /** Score every entry one by one, skipping none (tests compare the two ways). */
  exhaustive?: boolean;
}

/**
 * The entry's score for `text`, or -1: a substring of the title, else of the second line, else the
 * title's letters in order.
 */
function scoreOf(text: string, entries: OrgEntries, i: number): number {
  if (!text) return 0;
  const title = entries.titles[i]!;
  const at = title.indexOf(text);
  if (at >= 0) return substringScoreAt(text, title, at);
  const detail = entries.details[i]!;
  const inDetail = detail.indexOf(text);
  if (inDetail >= 0) return substringScoreAt(text, detail, inDetail) * DETAIL_FACTOR;
  return text.length < SCATTERED_MIN ? -1 : scatteredOnlyScore(text, title);
}

/**
 * The best `limit` results so far, best first (ties: the lower packed position): `scores` and
 * beside them `at`, packed positions (organisation × ORG_STRIDE + entry).
 */
function topList(limit: number) {
  const scores: number[] = [];
  const at: number[] = [];
  // The last of them once the list is full.
  let full = false;
  let floor = -Infinity;
  let floorAt = 0;
  return {
    scores,
    at,
    enter(total: number, packed: number): void {
      if (full && (total < floor || (total === floor && packed > floorAt))) return;
      let n = scores.length;
      while (n > 0 && (scores[n - 1]! < total || (scores[n - 1] === total && at[n - 1]! > packed)))
        n -= 1;
      scores.splice(n, 0, total);
      at.splice(n, 0, packed);
      if (scores.length > limit) {
        scores.pop();
        at.pop();
      }
      if (scores.length === limit) {
        full = true;
        floor = scores[limit - 1]!;
        floorAt = at[limit - 1]!;
      }
    },
    /** Can a score up to `best` (bonuses included) still enter the list? */
    mayEnter: (best: number): boolean => !full || best >= floor,
  };
}
type TopList = ReturnType<typeof topList>;

/**
 * The query's `type:` and `health:` filters over an organisation's entries: whether any applies,
 * whether an entry passes, and `eachCandidate`, which calls `each` for the entries that pass and
 * no earlier tier took.
 */
function filtersOf(query: PaletteQuery, search: number) {
  // Which kinds and healths pass, and whether `type:` reads the second line.
  const kindsNamed = query.type ? typeKinds(query.type) : null;
  const typeByDetail = query.type !== null && query.type !== '' && kindsNamed === null;
  const kindOk = Uint8Array.from(PALETTE_KINDS, (kind) =>
    kindsNamed === null || kindsNamed.includes(kind) ? 1 : 0,
  );
  const healthOk = new Uint8Array(256);
  PALETTE_HEALTHS.forEach((health, h) => {
    healthOk[h] = query.health === null || matchesHealth(query.health, health) ? 1 : 0;
  });
  healthOk[NO_HEALTH] = query.health === null || matchesHealth(query.health, null) ? 1 : 0;
  const filtered = query.health !== null || kindsNamed !== null || typeByDetail;
  const passes = (entries: OrgEntries, i: number): boolean =>
    kindOk[entries.kinds[i]!] === 1 &&
    healthOk[entries.healths[i]!] === 1 &&
    (!typeByDetail || matchesType(query.type!, entries.entries[i]!));
  const eachCandidate = (entries: OrgEntries, each: (i: number) => void): void => {
    const { taken } = entries;
    if (kindsNamed !== null) {
      for (const kind of kindsNamed) {
        const positions = entries.byKind[PALETTE_KINDS.indexOf(kind)]!;
        for (let n = 0; n < positions.length; n += 1) {
          const i = positions[n]!;
          if (taken[i] !== search && passes(entries, i)) each(i);
        }
      }
      return;
    }
    const count = entries.entries.length;
    for (let i = 0; i < count; i += 1)
      if (taken[i] !== search && (!filtered || passes(entries, i))) each(i);
  };
  return { filtered, passes, eachCandidate };
}
type Filters = ReturnType<typeof filtersOf>;

/** One search: its text, the number marking entries it took, its list and filters. */
interface Scan {
  text: string;
  mask: number;
  marks: number;
  search: number;
  top: TopList;
  filters: Filters;
}

/** An organisation the `org:` filter keeps: its position's base and its tie bonus. */
interface ScanOrg {
  entries: OrgEntries;
  base: number;
  bonus: number;
}

/** Every candidate scored one by one (an empty query, or `exhaustive`). */
function scanAll(scan: Scan, orgs: readonly ScanOrg[]): void {
  const { text, top } = scan;
  for (const { entries, base, bonus } of orgs) {
    scan.filters.eachCandidate(entries, (i) => {
      if (text.length === 0 && !top.mayEnter(bonus)) return;
      const score = scoreOf(text, entries, i);
      if (score >= 0) top.enter(score + bonus, base + i);
    });
  }
}

/** A single letter's score in each title, from where it first appears there. */
function scanLetter(scan: Scan, { entries, base, bonus }: ScanOrg, slot: number): void {
  const { text, search, top } = scan;
  const firstAt = entries.firstAt[slot]!;
  const { taken, titleLengths } = entries;
  scan.filters.eachCandidate(entries, (i) => {
    const place = firstAt[i]!;
    if (place === ABSENT) return;
    taken[i] = search;
    const t = titleLengths[i]!;
    let score: number;
    if (place === LATE) {
      const title = entries.titles[i]!;
      score = substringScoreAt(text, title, title.indexOf(text));
    } else if (place === WORD_START) score = t === 1 ? 1000 : 900 - Math.min(t - 1, 99);
    else {
      const at = place & ~WORD_START;
      const wordStart = place & WORD_START ? 100 : 0;
      score = 700 + wordStart - Math.min(at, 99) - Math.min(t - 1, 99) / 100;
    }
    top.enter(score + bonus, base + i);
  });
}

/** Substrings of the joined titles (`'titles'`) or second lines (`'details'`). */
function scanJoined(scan: Scan, org: ScanOrg, of: 'titles' | 'details'): void {
  const { text, search, top, filters } = scan;
  const { entries, base, bonus } = org;
  const { taken } = entries;
  const joined = of === 'titles' ? entries.joinedTitles : entries.joinedDetails;
  const factor = of === 'titles' ? 1 : DETAIL_FACTOR;
  eachHolding(joined, text, (i, at) => {
    if (taken[i] === search || (filters.filtered && !filters.passes(entries, i))) return;
    taken[i] = search;
    top.enter(substringScoreAt(text, entries[of][i]!, at) * factor + bonus, base + i);
  });
}

/** The title's letters in order, on titles holding all of them whose best could still enter. */
function scanScattered(scan: Scan, { entries, base, bonus }: ScanOrg): void {
  const { text, mask, marks, top } = scan;
  const q = text.length;
  const { titleMasks, titleMarks, titleLengths } = entries;
  scan.filters.eachCandidate(entries, (i) => {
    if ((titleMasks[i]! & mask) !== mask || (titleMarks[i]! & marks) !== marks) return;
    const t = titleLengths[i]!;
    if (t < q || !top.mayEnter(scatteredCeiling(q, t) + bonus)) return;
    const score = scatteredOnlyScore(text, entries.titles[i]!);
    if (score >= 0) top.enter(score + bonus, base + i);
  });
}

/** The tiers in order, each searched only while it can still beat a full list. */
function scanTiers(scan: Scan, orgs: readonly ScanOrg[]): void {
  const { text, top } = scan;
  const q = text.length;
  const slot = q === 1 ? slotOf(text.charCodeAt(0)) : -1;
  for (const org of orgs) {
    if (slot >= 0) scanLetter(scan, org, slot);
    else scanJoined(scan, org, 'titles');
  }
  if (top.mayEnter(DETAIL_MAX + CURRENT_ORG_BONUS))
    for (const org of orgs) scanJoined(scan, org, 'details');
  if (q >= SCATTERED_MIN && top.mayEnter(SCATTERED_MAX + CURRENT_ORG_BONUS))
    for (const org of orgs) scanScattered(scan, org);
}

/** Recent entries first, with their bonus; later tiers skip them. Answers their ranks. */
function scanRecents(
  scan: Scan,
  orgs: readonly ScanOrg[],
  recents: readonly string[],
): Map<number, number> {
  const recentRank = new Map<number, number>();
  recents.forEach((key, rank) => {
    for (const { entries, base, bonus } of orgs) {
      const i = entries.byKey.get(key);
      if (i === undefined || recentRank.has(base + i)) continue;
      recentRank.set(base + i, rank);
      entries.taken[i] = scan.search;
      if (!scan.filters.passes(entries, i)) continue;
      const score = scoreOf(scan.text, entries, i);
      if (score >= 0) scan.top.enter(score + bonus + RECENT_BONUS - rank, base + i);
    }
  });
  return recentRank;
}

export function createPaletteIndex() {
  const byOrg = new Map<string, OrgEntries>();
  let list: OrgEntries[] = [];
  /** Numbers each search, for `taken`. */
  let searches = 0;

  const changed = () => {
    list = [...byOrg.values()];
  };

  return {
    /** Replaces an organisation's entries (its cache changed) and its name and colour. */
    setOrg(org: PaletteOrg, entries: readonly PaletteEntry[]) {
      byOrg.set(org.id, indexOrg(org, entries));
      changed();
    },
    removeOrg(orgId: string) {
      if (byOrg.delete(orgId)) changed();
    },
    size: () => list.reduce((sum, o) => sum + o.entries.length, 0),

    search(line: string, options: SearchOptions = {}): PaletteResult[] {
      const { recents = [], currentOrgId = null, limit = 50, exhaustive = false } = options;
      if (limit <= 0) return [];
      const query = parseQuery(line);
      const text = query.text;
      searches = (searches % 2 ** 30) + 1;
      const scan: Scan = {
        text,
        mask: letterMask(text),
        marks: markMask(text),
        search: searches,
        top: topList(limit),
        filters: filtersOf(query, searches),
      };
      const orgs = list.flatMap((entries, o) =>
        query.org === null || matchesOrg(query.org, entries.org)
          ? [
              {
                entries,
                base: o * ORG_STRIDE,
                bonus: entries.org.id === currentOrgId ? CURRENT_ORG_BONUS : 0,
              },
            ]
          : [],
      );
      const recentRank = scanRecents(scan, orgs, recents);
      if (exhaustive || text.length === 0) scanAll(scan, orgs);
      else scanTiers(scan, orgs);

      return scan.top.at.map((packed, n) => {
        const entries = list[Math.floor(packed / ORG_STRIDE)]!;
        const i = packed % ORG_STRIDE;
        return {
          ...entries.entries[i]!,
          orgId: entries.org.id,
          key: entries.keys[i]!,
          recent: recentRank.has(packed),
          score: scan.top.scores[n]!,
        };
      });
    },
  };
}
