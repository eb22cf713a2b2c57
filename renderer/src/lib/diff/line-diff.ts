// A line diff of two texts for side-by-side views (the catalog's compare): Myers' O(ND)
// algorithm in linear space (the middle-snake bisection), on lines interned to numbers, with the
// common head and tail stripped first. The result pairs a run of removed lines with the added
// lines that replace it, so each row of a side-by-side view is one entry; runs of unchanged rows
// are then folded around the changes (foldRows).

export type DiffRowKind = 'same' | 'changed' | 'removed' | 'added';

export interface DiffLine {
  /** 1-based line number in its text. */
  no: number;
  text: string;
}

export interface DiffRow {
  kind: DiffRowKind;
  left: DiffLine | null;
  right: DiffLine | null;
}

export interface DiffStats {
  added: number;
  removed: number;
  /** Rows where a left line was replaced by a right line. */
  changed: number;
}

/** Lines of a text; an empty text has none (not one empty line). */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.endsWith('\r')) lines[i] = line.slice(0, -1);
  }
  return lines;
}

/** For each line of `a`, the index of its matching line in `b`, or -1 (removed). */
export function matchLines(a: readonly string[], b: readonly string[]): Int32Array {
  const ids = new Map<string, number>();
  const intern = (lines: readonly string[]) => {
    const out = new Int32Array(lines.length);
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as string;
      let id = ids.get(line);
      if (id === undefined) {
        id = ids.size;
        ids.set(line, id);
      }
      out[i] = id;
    }
    return out;
  };
  const ai = intern(a);
  const bi = intern(b);
  const match = new Int32Array(a.length).fill(-1);
  compare(ai, 0, ai.length, bi, 0, bi.length, match);
  return match;
}

function compare(
  a: Int32Array,
  aLo: number,
  aHi: number,
  b: Int32Array,
  bLo: number,
  bHi: number,
  match: Int32Array,
): void {
  // An explicit stack: deep recursion on long texts would overflow.
  const stack: number[] = [aLo, aHi, bLo, bHi];
  while (stack.length > 0) {
    let bh = stack.pop() as number;
    let bl = stack.pop() as number;
    let ah = stack.pop() as number;
    let al = stack.pop() as number;
    while (al < ah && bl < bh && a[al] === b[bl]) match[al++] = bl++;
    while (al < ah && bl < bh && a[ah - 1] === b[bh - 1]) match[--ah] = --bh;
    if (al === ah || bl === bh) continue;
    const split = bisect(a, al, ah, b, bl, bh);
    // No common line (or no progress possible): everything between is removed and added.
    if (!split || (split[0] === al && split[1] === bl) || (split[0] === ah && split[1] === bh))
      continue;
    stack.push(split[0], ah, split[1], bh, al, split[0], bl, split[1]);
  }
}

/** The middle snake of a[aLo,aHi) against b[bLo,bHi): a point the shortest edit path crosses. */
function bisect(
  a: Int32Array,
  aLo: number,
  aHi: number,
  b: Int32Array,
  bLo: number,
  bHi: number,
): [number, number] | null {
  const n = aHi - aLo;
  const m = bHi - bLo;
  const maxD = Math.ceil((n + m) / 2);
  const offset = maxD;
  const size = 2 * maxD + 2;
  const v1 = new Int32Array(size).fill(-1);
  const v2 = new Int32Array(size).fill(-1);
  v1[offset + 1] = 0;
  v2[offset + 1] = 0;
  const delta = n - m;
  const front = delta % 2 !== 0;
  let k1start = 0;
  let k1end = 0;
  let k2start = 0;
  let k2end = 0;
  for (let d = 0; d < maxD; d++) {
    for (let k1 = -d + k1start; k1 <= d - k1end; k1 += 2) {
      const k1o = offset + k1;
      let x1 =
        k1 === -d || (k1 !== d && (v1[k1o - 1] as number) < (v1[k1o + 1] as number))
          ? (v1[k1o + 1] as number)
          : (v1[k1o - 1] as number) + 1;
      let y1 = x1 - k1;
      while (x1 < n && y1 < m && a[aLo + x1] === b[bLo + y1]) {
        x1++;
        y1++;
      }
      v1[k1o] = x1;
      if (x1 > n) k1end += 2;
      else if (y1 > m) k1start += 2;
      else if (front) {
        const k2o = offset + delta - k1;
        if (k2o >= 0 && k2o < size && v2[k2o] !== -1) {
          if (x1 >= n - (v2[k2o] as number)) return [aLo + x1, bLo + y1];
        }
      }
    }
    for (let k2 = -d + k2start; k2 <= d - k2end; k2 += 2) {
      const k2o = offset + k2;
      let x2 =
        k2 === -d || (k2 !== d && (v2[k2o - 1] as number) < (v2[k2o + 1] as number))
          ? (v2[k2o + 1] as number)
          : (v2[k2o - 1] as number) + 1;
      let y2 = x2 - k2;
      while (x2 < n && y2 < m && a[aHi - x2 - 1] === b[bHi - y2 - 1]) {
        x2++;
        y2++;
      }
      v2[k2o] = x2;
      if (x2 > n) k2end += 2;
      else if (y2 > m) k2start += 2;
      else if (!front) {
        const k1o = offset + delta - k2;
        if (k1o >= 0 && k1o < size && v1[k1o] !== -1) {
          const x1 = v1[k1o] as number;
          const y1 = offset + x1 - k1o;
          if (x1 >= n - x2) return [aLo + x1, bLo + y1];
        }
      }
    }
  }
  return null;
}

/** The side-by-side rows of `left` against `right` (texts or their lines). */
export function diffLines(left: string | readonly string[], right: string | readonly string[]) {
  const a = typeof left === 'string' ? splitLines(left) : left;
  const b = typeof right === 'string' ? splitLines(right) : right;
  const match = matchLines(a, b);
  const rows: DiffRow[] = [];
  const stats: DiffStats = { added: 0, removed: 0, changed: 0 };
  let i = 0;
  let j = 0;
  const flush = (aEnd: number, bEnd: number) => {
    while (i < aEnd || j < bEnd) {
      const l = i < aEnd ? { no: i + 1, text: a[i] as string } : null;
      const r = j < bEnd ? { no: j + 1, text: b[j] as string } : null;
      const kind: DiffRowKind = l && r ? 'changed' : l ? 'removed' : 'added';
      if (l) i++;
      if (r) j++;
      if (kind === 'changed') stats.changed++;
      if (l) stats.removed++;
      if (r) stats.added++;
      rows.push({ kind, left: l, right: r });
    }
  };
  for (let k = 0; k < a.length; k++) {
    const to = match[k] as number;
    if (to < 0) continue;
    flush(k, to);
    rows.push({
      kind: 'same',
      left: { no: k + 1, text: a[k] as string },
      right: { no: to + 1, text: b[to] as string },
    });
    i = k + 1;
    j = to + 1;
  }
  flush(a.length, b.length);
  return { rows, stats, identical: stats.added === 0 && stats.removed === 0 };
}

export type FoldedItem =
  | { type: 'row'; index: number; row: DiffRow }
  /** Rows `start`…`end - 1` of the diff, all unchanged. */
  | { type: 'fold'; start: number; end: number };

/**
 * The rows to show: changes with `context` unchanged rows around them; longer unchanged runs
 * become folds (unless their start is in `expanded`). A fold never hides fewer than 2 rows.
 */
export function foldRows(
  rows: readonly DiffRow[],
  context = 3,
  expanded: ReadonlySet<number> = new Set(),
): FoldedItem[] {
  const items: FoldedItem[] = [];
  let k = 0;
  while (k < rows.length) {
    if ((rows[k] as DiffRow).kind !== 'same') {
      items.push({ type: 'row', index: k, row: rows[k] as DiffRow });
      k++;
      continue;
    }
    let end = k;
    while (end < rows.length && (rows[end] as DiffRow).kind === 'same') end++;
    const lead = k === 0 ? 0 : context;
    const trail = end === rows.length ? 0 : context;
    const foldStart = k + lead;
    const foldEnd = end - trail;
    if (foldEnd - foldStart >= 2 && !expanded.has(foldStart)) {
      for (let x = k; x < foldStart; x++)
        items.push({ type: 'row', index: x, row: rows[x] as DiffRow });
      items.push({ type: 'fold', start: foldStart, end: foldEnd });
      for (let x = foldEnd; x < end; x++)
        items.push({ type: 'row', index: x, row: rows[x] as DiffRow });
    } else {
      for (let x = k; x < end; x++) items.push({ type: 'row', index: x, row: rows[x] as DiffRow });
    }
    k = end;
  }
  return items;
}
