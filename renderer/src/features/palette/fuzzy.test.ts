import { describe, expect, it } from 'vitest';
import { fuzzyPositions, fuzzyScore } from './fuzzy.ts';

describe('fuzzyScore', () => {
  it('ranks exact above prefix above word start above substring above scattered letters', () => {
    const exact = fuzzyScore('api', 'api');
    const prefix = fuzzyScore('api', 'api-gateway');
    const wordStart = fuzzyScore('api', 'payments-api-health');
    const inside = fuzzyScore('api', 'rapid-check');
    const scattered = fuzzyScore('api', 'a-postgres-instance');
    expect(exact).toBeGreaterThan(prefix);
    expect(prefix).toBeGreaterThan(wordStart);
    expect(wordStart).toBeGreaterThan(inside);
    expect(inside).toBeGreaterThan(scattered);
    expect(scattered).toBeGreaterThan(0);
  });

  it('does not match when a letter is missing or out of order', () => {
    expect(fuzzyScore('xyz', 'api-gateway')).toBe(-1);
    expect(fuzzyScore('yawetag', 'gateway')).toBe(-1);
    expect(fuzzyScore('longer than target', 'short')).toBe(-1);
  });

  it('matches letters in order however far apart they are', () => {
    // t·y·p far apart and at no word start: the reading scores below zero, still a match.
    expect(fuzzyScore('typ', 'gateway-api-7.staging')).toBeGreaterThan(0);
    expect(fuzzyScore('typ', 'gateway-ai-7.staging')).toBe(-1);
  });

  it('prefers letters in runs and at word starts', () => {
    expect(fuzzyScore('pgw', 'payments-gateway-west')).toBeGreaterThan(
      fuzzyScore('pgw', 'plumbing-wagonwheel'),
    );
  });

  it('prefers the shorter name among equal prefixes', () => {
    expect(fuzzyScore('http', 'http-check')).toBeGreaterThan(fuzzyScore('http', 'http-check-long'));
  });

  it('an empty query matches everything equally', () => {
    expect(fuzzyScore('', 'anything')).toBe(0);
  });
});

describe('fuzzyPositions', () => {
  it('marks a substring, else the letters in order, case-insensitively', () => {
    expect(fuzzyPositions('GATE', 'api-gateway')).toEqual([4, 5, 6, 7]);
    expect(fuzzyPositions('agw', 'api-gateway')).toEqual([0, 4, 8]);
    expect(fuzzyPositions('zz', 'api')).toEqual([]);
  });
});
