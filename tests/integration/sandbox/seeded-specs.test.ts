// Every spec the sandbox seeds passes the settings form's spec schema of its kind: the schemas
// must never reject what a real backend holds, and the seeded world stands in for one.
import { describe, expect, it } from 'vitest';
import { generateWorld } from '../../../electron/sandbox/seed/seed-database.ts';
import { SPEC_SCHEMA_TABLES } from '../../../scripts/spec-validators/schemas/spec-schemas.ts';
import { loadSpecValidator } from '../../../renderer/src/features/settings/spec-schemas/spec-validator.ts';

const NOW = new Date('2026-11-20T12:00:00Z');

describe('seeded specs', () => {
  for (const seed of [1, 42]) {
    it(`pass their kind's schema (seed ${seed})`, async () => {
      const world = generateWorld(seed, 'small', NOW);
      for (const table of SPEC_SCHEMA_TABLES) {
        const validate = await loadSpecValidator(table);
        const rows = world.tables.get(table) ?? [];
        expect(rows.length, table).toBeGreaterThan(0);
        for (const row of rows) {
          // Through JSON, as the form receives it from PostgREST.
          const spec = JSON.parse(JSON.stringify(row['spec'])) as unknown;
          expect(validate?.(spec), `${table} ${JSON.stringify(row['name'])}`).toEqual([]);
        }
      }
    });
  }

  it('cover every check type the seed writes, so the test above exercises them', () => {
    const world = generateWorld(1, 'small', NOW);
    const types = new Set(
      (world.tables.get('canaries') ?? []).flatMap((row) => Object.keys(row['spec'] as object)),
    );
    for (const type of ['http', 'kubernetes', 'dns', 'tcp', 'prometheus', 'postgres', 'mysql'])
      expect(types, type).toContain(type);
    for (const type of ['redis', 'icmp', 's3', 'elasticsearch', 'junit', 'exec', 'alertmanager'])
      expect(types, type).toContain(type);
    expect(types).toContain('cloudwatch');
  });
});
