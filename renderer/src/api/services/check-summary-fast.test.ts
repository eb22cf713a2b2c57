import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWellFormedCheckSummary } from './check-summary-fast.ts';
import { checkSummarySchema } from './health.types.ts';

// Values of every kind, so generated rows hit each field with right and wrong types.
const anyValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(
    fc.string({ maxLength: 4 }),
    fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
    {
      maxKeys: 3,
    },
  ),
);
const numberObject = (keys: string[]) =>
  fc.oneof(
    anyValue,
    fc.record(Object.fromEntries(keys.map((k) => [k, fc.oneof(fc.integer(), anyValue)])), {
      requiredKeys: [],
    }),
  );
const row = fc.record(
  {
    id: fc.oneof(fc.uuid(), anyValue),
    name: fc.oneof(fc.string(), anyValue),
    status: fc.oneof(fc.constantFrom('healthy', 'unhealthy'), anyValue),
    namespace: fc.oneof(fc.string(), anyValue),
    last_runtime: fc.oneof(fc.string(), anyValue),
    labels: fc.oneof(fc.dictionary(fc.string({ maxLength: 6 }), fc.string()), anyValue),
    uptime: numberObject(['passed', 'failed']),
    latency: numberObject(['p99', 'p97', 'p95', 'rolling1h']),
    extra: anyValue,
  },
  { requiredKeys: [] },
);

describe('isWellFormedCheckSummary', () => {
  it('never accepts a row the zod schema refuses', () => {
    fc.assert(
      fc.property(row, (candidate) => {
        if (isWellFormedCheckSummary(candidate))
          expect(checkSummarySchema.safeParse(candidate).success).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses what zod refuses in a number: Infinity and NaN (a counterexample CI found)', () => {
    const row = { id: '00000000-0000-1000-8000-000000000000', name: '' };
    for (const rolling1h of [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN])
      expect(isWellFormedCheckSummary({ ...row, latency: { rolling1h } })).toBe(false);
    expect(isWellFormedCheckSummary({ ...row, latency: { rolling1h: 12.5 } })).toBe(true);
  });

  it('accepts ordinary rows, so the fast path is actually taken', () => {
    const ordinary = {
      id: 'c1',
      name: 'api-http',
      status: 'healthy',
      labels: { app: 'api' },
      uptime: { passed: 10, failed: 0, last_pass: '2026-11-22T04:00:00Z' },
      latency: { p95: 120, p97: null },
      agent_id: null,
      future_field: { anything: true },
    };
    expect(isWellFormedCheckSummary(ordinary)).toBe(true);
    expect(isWellFormedCheckSummary({ ...ordinary, name: 3 })).toBe(false);
    expect(isWellFormedCheckSummary({ ...ordinary, labels: { app: 1 } })).toBe(false);
    expect(isWellFormedCheckSummary({ ...ordinary, latency: { p95: '120' } })).toBe(false);
  });
});
