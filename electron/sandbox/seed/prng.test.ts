import { describe, expect, it } from 'vitest';
import { stableUuid } from './ids.ts';
import { createPrng } from './prng.ts';
import { sqlLiteral, textArray } from './bulk-insert.ts';

describe('prng', () => {
  it('repeats for the same seed and differs across seeds and forks', () => {
    const a = Array.from({ length: 20 }, createPrng(7).next);
    const draw = (seed: number | string) => {
      const p = createPrng(seed);
      return Array.from({ length: 20 }, () => p.next());
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    expect(createPrng(7).fork('x').next()).not.toBe(createPrng(7).fork('y').next());
    expect(a.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('keeps int, pick, sample and weighted in range', () => {
    const p = createPrng(1);
    for (let i = 0; i < 500; i++) {
      const n = p.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
    }
    expect(new Set(p.sample([1, 2, 3, 4, 5], 5)).size).toBe(5);
    expect(p.sample([1, 2], 5)).toHaveLength(2);
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 2000; i++)
      counts[
        p.weighted([
          ['a', 9],
          ['b', 1],
        ] as const)
      ]++;
    expect(counts.a).toBeGreaterThan(counts.b * 4);
    expect(p.hex(12)).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('stableUuid', () => {
  it('is a stable, seed-dependent v4-shaped UUID', () => {
    const id = stableUuid(1, 'check', 3);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stableUuid(1, 'check', 3)).toBe(id);
    expect(stableUuid(2, 'check', 3)).not.toBe(id);
    expect(stableUuid(1, 'canary', 3)).not.toBe(id);
  });
});

describe('sqlLiteral', () => {
  it('quotes text, JSON, arrays, dates and nulls', () => {
    expect(sqlLiteral("it's")).toBe("'it''s'");
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(undefined)).toBe('NULL');
    expect(sqlLiteral(3.5)).toBe('3.5');
    expect(sqlLiteral(false)).toBe('FALSE');
    expect(sqlLiteral(new Date('2026-01-02T03:04:05Z'))).toBe("'2026-01-02T03:04:05.000Z'");
    expect(sqlLiteral({ a: "b'c" })).toBe(`'{"a":"b''c"}'`);
    expect(sqlLiteral([1, 2])).toBe("'[1,2]'");
    expect(sqlLiteral(textArray(['x', "y'"]))).toBe("ARRAY['x','y''']::text[]");
    expect(sqlLiteral(textArray([]))).toBe("'{}'::text[]");
    expect(() => sqlLiteral(Number.NaN)).toThrow(/non-finite/);
  });
});
