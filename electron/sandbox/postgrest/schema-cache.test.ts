import type { PGlite } from '@electric-sql/pglite';
import { freshPGlite } from '../test-support/seeded-sandbox.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedSchema, loadSchemaCache } from './schema-cache.ts';

let db: PGlite;

beforeEach(async () => {
  db = freshPGlite();
  await db.exec(`
    CREATE TABLE sandbox_meta (key text PRIMARY KEY, value text NOT NULL);
    CREATE TABLE teams (id uuid PRIMARY KEY, name text NOT NULL, tags text[]);
    CREATE TABLE people (id uuid PRIMARY KEY, team_id uuid REFERENCES teams (id), created_at timestamptz);
    CREATE VIEW people_view AS SELECT id, team_id AS team, created_at FROM people;
    CREATE FUNCTION people_of(t uuid) RETURNS SETOF people LANGUAGE sql AS 'SELECT * FROM people WHERE team_id = t';
  `);
});
afterEach(() => db.close());

const kept = async () =>
  (await db.query<{ value: string }>(`SELECT value FROM sandbox_meta WHERE key = 'schema_cache'`))
    .rows[0]?.value;

describe('cachedSchema', () => {
  it('introspects once, keeps the result, and reads back what introspection gives', async () => {
    const first = await cachedSchema(db);
    expect(await kept()).toBeDefined();
    const fresh = await loadSchemaCache(db);
    expect(first).toEqual(fresh);
    // Drop a column: a kept cache is read as it was kept, not introspected again.
    await db.exec('ALTER TABLE teams DROP COLUMN tags');
    const second = await cachedSchema(db);
    expect(second).toEqual(fresh);
    expect(second.relations.get('teams')?.columnMap.get('tags')?.type).toBe('text[]');
    expect(second.foreignKeys.some((fk) => fk.table === 'people_view')).toBe(true);
    expect(second.functions.get('people_of')?.[0]?.returnRelation).toBe('people');
  });

  it('introspects again when the kept cache came from other introspection or is unreadable', async () => {
    for (const value of [JSON.stringify({ format: 'older', relations: [] }), '{not json']) {
      await db.query(
        `INSERT INTO sandbox_meta (key, value) VALUES ('schema_cache', $1)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
        [value],
      );
      const cache = await cachedSchema(db);
      expect(cache.relations.has('people')).toBe(true);
      expect(await kept()).not.toBe(value);
    }
  });

  it('works on a database without sandbox_meta, keeping nothing', async () => {
    await db.exec('DROP TABLE sandbox_meta');
    expect((await cachedSchema(db)).relations.has('teams')).toBe(true);
  });
});
