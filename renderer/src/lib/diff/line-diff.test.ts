import { describe, expect, it } from 'vitest';
import { diffLines, foldRows, matchLines, splitLines, type DiffRow } from './line-diff.ts';

/** The left and right texts rebuilt from the rows: a diff must lose no line. */
function sides(rows: readonly DiffRow[]) {
  return {
    left: rows.flatMap((r) => (r.left ? [r.left.text] : [])),
    right: rows.flatMap((r) => (r.right ? [r.right.text] : [])),
  };
}

/** Length of the longest common subsequence (dynamic programming), to check minimality. */
function lcs(a: readonly string[], b: readonly string[]): number {
  let prev = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    const next = [0];
    for (let j = 0; j < b.length; j++)
      next.push(
        x === b[j] ? (prev[j] as number) + 1 : Math.max(prev[j + 1] as number, next[j] as number),
      );
    prev = next;
  }
  return prev[b.length] as number;
}

function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

describe('diffLines', () => {
  it('marks identical texts identical, every row the same', () => {
    const result = diffLines('a\nb\nc', 'a\nb\nc');
    expect(result.identical).toBe(true);
    expect(result.rows.map((r) => r.kind)).toEqual(['same', 'same', 'same']);
    expect(result.stats).toEqual({ added: 0, removed: 0, changed: 0 });
  });

  it('handles empty texts on either side', () => {
    expect(diffLines('', '').rows).toEqual([]);
    expect(diffLines('', '').identical).toBe(true);
    const added = diffLines('', 'x\ny');
    expect(added.rows.map((r) => r.kind)).toEqual(['added', 'added']);
    expect(added.rows[1]?.right).toEqual({ no: 2, text: 'y' });
    const removed = diffLines('x', '');
    expect(removed.rows).toEqual([{ kind: 'removed', left: { no: 1, text: 'x' }, right: null }]);
  });

  it('pairs a replaced line and keeps line numbers of both sides', () => {
    const { rows, stats } = diffLines('a\nb\nc\nd', 'a\nB\nc\nx\nd');
    expect(rows.map((r) => r.kind)).toEqual(['same', 'changed', 'same', 'added', 'same']);
    expect(rows[1]).toEqual({
      kind: 'changed',
      left: { no: 2, text: 'b' },
      right: { no: 2, text: 'B' },
    });
    expect(rows[4]).toEqual({
      kind: 'same',
      left: { no: 4, text: 'd' },
      right: { no: 5, text: 'd' },
    });
    expect(stats).toEqual({ added: 2, removed: 1, changed: 1 });
  });

  it('ignores CRLF line ends', () => {
    expect(splitLines('a\r\nb')).toEqual(['a', 'b']);
    expect(diffLines('a\r\nb', 'a\nb').identical).toBe(true);
  });

  it('finds a shortest edit script on random texts', () => {
    const random = seeded(7);
    for (let round = 0; round < 60; round++) {
      const a = Array.from({ length: Math.floor(random() * 40) }, () =>
        String(Math.floor(random() * 6)),
      );
      const b = Array.from({ length: Math.floor(random() * 40) }, () =>
        String(Math.floor(random() * 6)),
      );
      const { rows } = diffLines(a, b);
      expect(sides(rows)).toEqual({ left: a, right: b });
      const common = rows.filter((r) => r.kind === 'same').length;
      expect(common).toBe(lcs(a, b));
      for (const row of rows.filter((r) => r.kind === 'same'))
        expect(row.left?.text).toBe(row.right?.text);
    }
  });

  it('diffs two 5,000-line texts with scattered changes quickly and exactly', () => {
    const a = Array.from({ length: 5000 }, (_, i) => `  "key${i}": "value ${i}",`);
    const b = a.map((line, i) => (i % 97 === 0 ? `${line} // changed` : line));
    b.splice(2500, 0, '  "inserted": true,');
    const { rows, stats } = diffLines(a, b);
    expect(sides(rows)).toEqual({ left: a, right: b });
    expect(stats.changed).toBe(Math.ceil(5000 / 97));
    expect(stats.added).toBe(Math.ceil(5000 / 97) + 1);
    expect(matchLines(a, a).every((to, i) => to === i)).toBe(true);
  });

  it('diffs two entirely different large texts', () => {
    const a = Array.from({ length: 3000 }, (_, i) => `a${i}`);
    const b = Array.from({ length: 3000 }, (_, i) => `b${i}`);
    const { rows, stats } = diffLines(a, b);
    expect(rows).toHaveLength(3000);
    expect(stats.changed).toBe(3000);
  });
});

describe('foldRows', () => {
  const text = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`);

  it('folds the unchanged runs, keeping context around a change', () => {
    const a = text(20);
    const b = [...a];
    b[9] = 'changed';
    const { rows } = diffLines(a, b);
    const items = foldRows(rows, 3);
    expect(items[0]).toEqual({ type: 'fold', start: 0, end: 6 });
    const shown = items
      .filter((i) => i.type === 'row')
      .map((i) => (i.type === 'row' ? i.index : -1));
    expect(shown).toEqual([6, 7, 8, 9, 10, 11, 12]);
    expect(items.at(-1)).toEqual({ type: 'fold', start: 13, end: 20 });
  });

  it('folds an identical text into one run and expands a fold on request', () => {
    const { rows } = diffLines(text(10), text(10));
    expect(foldRows(rows)).toEqual([{ type: 'fold', start: 0, end: 10 }]);
    expect(foldRows(rows, 3, new Set([0]))).toHaveLength(10);
  });

  it('never folds fewer than two rows', () => {
    const a = text(8);
    const b = [...a];
    b[0] = 'x';
    b[7] = 'y';
    // Unchanged rows 1..6 (6 rows) with 3 lines of context on both sides: nothing to fold.
    const items = foldRows(diffLines(a, b).rows, 3);
    expect(items.every((i) => i.type === 'row')).toBe(true);
  });
});
