import { describe, expect, it, vi } from 'vitest';
import { parseCsv } from './csv.ts';
import { ExportCancelled, exportRows, type ExportPage } from './exporter.ts';

interface Row {
  id: number;
  name: string;
}

const TOTAL = 23;
const all: Row[] = Array.from({ length: TOTAL }, (_, i) => ({ id: i, name: `row ${i}` }));

function pages() {
  const calls: [number, number][] = [];
  const fetchPage = (offset: number, limit: number): Promise<ExportPage<Row>> => {
    calls.push([offset, limit]);
    return Promise.resolve({ rows: all.slice(offset, offset + limit), total: TOTAL });
  };
  return { calls, fetchPage };
}

function collect() {
  const chunks: string[] = [];
  return { chunks, sink: { write: (chunk: string) => void chunks.push(chunk) } };
}

describe('exportRows', () => {
  it('reads every page in order and writes a CSV with one header', async () => {
    const { calls, fetchPage } = pages();
    const { chunks, sink } = collect();
    const progress = vi.fn();
    const result = await exportRows({
      format: 'csv',
      fetchPage,
      sink,
      signal: new AbortController().signal,
      pageSize: 10,
      onProgress: progress,
    });
    expect(calls).toEqual([
      [0, 10],
      [10, 10],
      [20, 10],
    ]);
    expect(result).toEqual({ rows: TOTAL, total: TOTAL });
    expect(progress.mock.calls.map(([p]) => (p as { rows: number }).rows)).toEqual([10, 20, 23]);
    const records = parseCsv(chunks.join(''));
    expect(records[0]).toEqual(['id', 'name']);
    expect(records.slice(1)).toEqual(all.map((r) => [String(r.id), r.name]));
    // Written page by page, not at the end.
    expect(chunks.length).toBe(3);
  });

  it('asks for one more page when the last one is exactly full', async () => {
    const { calls, fetchPage } = pages();
    const { sink } = collect();
    await exportRows({
      format: 'csv',
      fetchPage,
      sink,
      signal: new AbortController().signal,
      pageSize: 23,
    });
    expect(calls).toEqual([
      [0, 23],
      [23, 23],
    ]);
  });

  it('writes JSON that parses back to the rows, and [] for none', async () => {
    const { fetchPage } = pages();
    const { chunks, sink } = collect();
    await exportRows({
      format: 'json',
      fetchPage,
      sink,
      signal: new AbortController().signal,
      pageSize: 7,
    });
    expect(JSON.parse(chunks.join(''))).toEqual(all);
    const empty = collect();
    await exportRows({
      format: 'json',
      fetchPage: () => Promise.resolve({ rows: [], total: 0 }),
      sink: empty.sink,
      signal: new AbortController().signal,
    });
    expect(JSON.parse(empty.chunks.join(''))).toEqual([]);
  });

  it('stops at the next page once cancelled, passing the signal to the fetch', async () => {
    const controller = new AbortController();
    const signals: AbortSignal[] = [];
    const fetchPage = (offset: number, limit: number, signal: AbortSignal) => {
      signals.push(signal);
      return Promise.resolve({ rows: all.slice(offset, offset + limit), total: TOTAL });
    };
    const { chunks, sink } = collect();
    const run = exportRows({
      format: 'csv',
      fetchPage,
      sink,
      signal: controller.signal,
      pageSize: 5,
      onProgress: (p) => {
        if (p.rows === 10) controller.abort();
      },
    });
    await expect(run).rejects.toBeInstanceOf(ExportCancelled);
    expect(chunks.length).toBe(2);
    expect(signals.every((s) => s === controller.signal)).toBe(true);
  });

  it('rejects with the page error when a page fails', async () => {
    const { sink } = collect();
    const fetchPage = (offset: number) =>
      offset === 0
        ? Promise.resolve({ rows: all.slice(0, 5), total: TOTAL })
        : Promise.reject(new Error('HTTP 500'));
    await expect(
      exportRows({
        format: 'csv',
        fetchPage,
        sink,
        signal: new AbortController().signal,
        pageSize: 5,
      }),
    ).rejects.toThrow('HTTP 500');
  });
});

describe('exportRows keys', () => {
  it('hands each page the last row written, for keyset paging', async () => {
    const lasts: (Row | undefined)[] = [];
    const fetchPage = (offset: number, limit: number, _s: AbortSignal, last: Row | undefined) => {
      lasts.push(last);
      return Promise.resolve({ rows: all.slice(offset, offset + limit), total: TOTAL });
    };
    const { sink } = collect();
    await exportRows({
      format: 'csv',
      fetchPage,
      sink,
      signal: new AbortController().signal,
      pageSize: 10,
    });
    expect(lasts).toEqual([undefined, all[9], all[19]]);
  });
});

describe('exportRows against a capped server', () => {
  it('follows the total when pages come back shorter than asked', async () => {
    const calls: number[] = [];
    const fetchPage = (offset: number) => {
      calls.push(offset);
      return Promise.resolve({
        rows: all.slice(offset, offset + 4),
        total: offset === 0 ? TOTAL : null,
      });
    };
    const { chunks, sink } = collect();
    await exportRows({
      format: 'csv',
      fetchPage,
      sink,
      signal: new AbortController().signal,
      pageSize: 10,
    });
    expect(calls).toEqual([0, 4, 8, 12, 16, 20]);
    expect(parseCsv(chunks.join('')).length).toBe(TOTAL + 1);
  });
});
