// The palette's fuzzy matcher, written for speed over a few hundred thousand names per keystroke
// (benchmark tests/bench/palette.bench.ts): both sides are lower-cased once, ahead of time; a
// substring is found with the engine's native indexOf, and only a miss walks the target for the
// query's letters in order. Higher scores are better; -1 means no match.

const BOUNDARIES = new Uint8Array(128);
for (const char of ' -./_:@([') BOUNDARIES[char.charCodeAt(0)] = 1;

/** Characters after which a letter starts a word (`api-gateway`, `payments.svc`, `Pod/nginx`). */
export const isBoundary = (code: number): boolean => BOUNDARIES[code] === 1;

const startsWord = (target: string, at: number): boolean =>
  at === 0 || isBoundary(target.charCodeAt(at - 1));

/**
 * Scores `query` against `target`, both already lower-cased. An exact name scores highest, then
 * a prefix, a substring at a word start, any substring (earlier is better), and last the letters
 * in order with gaps (runs and word starts count up, gaps count down). Shorter targets win ties.
 */
export function fuzzyScore(query: string, target: string): number {
  const q = query.length;
  if (q === 0) return 0;
  const t = target.length;
  if (q > t) return -1;
  const at = target.indexOf(query);
  if (at >= 0) return substringScoreAt(query, target, at);
  // Letters in order: once taking each at its first place, once preferring word starts (so
  // "pgw" reads payments-gateway-west as p·g·w); the better reading counts.
  return scatteredOnlyScore(query, target);
}

/** `fuzzyScore` when `query` is known not to be a substring of `target`: letters in order only. */
export function scatteredOnlyScore(query: string, target: string): number {
  const greedy = scatteredScore(query, target, false);
  // A reading's own score may be below zero (long gaps): only NO_MATCH means a letter is missing.
  if (greedy === NO_MATCH) return -1;
  const words = scatteredScore(query, target, true);
  const extra = Math.min(target.length - query.length, 99) / 100;
  return Math.min(599, Math.max(1, 300 + Math.max(greedy, words) - extra));
}

/** `scatteredScore` when a letter is missing. */
const NO_MATCH = Number.NEGATIVE_INFINITY;

/** How many later places a word-start reading looks at for one letter. */
const WORD_START_TRIES = 8;

function scatteredScore(query: string, target: string, preferWordStarts: boolean): number {
  let score = 0;
  let from = 0;
  let previous = -2;
  for (let i = 0; i < query.length; i += 1) {
    const char = query[i]!;
    let found = target.indexOf(char, from);
    if (found < 0) return NO_MATCH;
    if (preferWordStarts && found !== previous + 1 && !startsWord(target, found)) {
      let next = found;
      for (let tries = 0; tries < WORD_START_TRIES; tries += 1) {
        next = target.indexOf(char, next + 1);
        if (next < 0) break;
        if (startsWord(target, next)) {
          found = next;
          break;
        }
      }
    }
    if (found === previous + 1) score += 8;
    else score -= Math.min(found - previous - 1, 10) / 2;
    if (startsWord(target, found)) score += 12;
    previous = found;
    from = found + 1;
  }
  return score;
}

/**
 * Which letters and digits `text` (lower-cased) holds, as a 32-bit set: a-z, then 0-9 sharing
 * six bits. A target lacking one of the query's letters cannot match, whatever the order, so the
 * index compares these before it reads the target.
 */
export function letterMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 97 && code <= 122) mask |= 1 << (code - 97);
    else if (code >= 48 && code <= 57) mask |= 1 << (26 + ((code - 48) % 6));
  }
  return mask;
}

/** Below this many letters a query matches as a substring only (a scattered "ab" matches nearly everything). */
export const SCATTERED_MIN = 3;

/** The score of `query` found at `at` in `target` (what `fuzzyScore` gives a substring). */
export function substringScoreAt(query: string, target: string, at: number): number {
  const q = query.length;
  const t = target.length;
  if (at === 0) return q === t ? 1000 : 900 - Math.min(t - q, 99);
  const wordStart = startsWord(target, at) ? 100 : 0;
  return 700 + wordStart - Math.min(at, 99) - Math.min(t - q, 99) / 100;
}

/** Where the query's letters fall in `target` (for highlighting), or [] when it does not match. */
export function fuzzyPositions(query: string, target: string): number[] {
  const lowerQuery = query.toLowerCase();
  const lowerTarget = target.toLowerCase();
  if (lowerQuery.length === 0) return [];
  const at = lowerTarget.indexOf(lowerQuery);
  if (at >= 0) return Array.from({ length: lowerQuery.length }, (_, i) => at + i);
  const positions: number[] = [];
  let from = 0;
  for (const char of lowerQuery) {
    const found = lowerTarget.indexOf(char, from);
    if (found < 0) return [];
    positions.push(found);
    from = found + 1;
  }
  return positions;
}
