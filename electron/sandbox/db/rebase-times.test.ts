import type { PGlite } from '@electric-sql/pglite';
import { freshPGlite } from '../test-support/seeded-sandbox.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { planFor, rebasePlan, rebaseTimes, timeColumns, type RebasePlan } from './rebase-times.ts';

let db: PGlite;
const DAY = 86_400_000;

beforeEach(async () => {
  db = freshPGlite();
  // Large enough to move without indexes: `readings` is rewritten (nothing points at it), `hosts`
  // is updated in place (a foreign key points at it); `notes` is small.
  await db.exec(`
    CREATE TABLE hosts (id int PRIMARY KEY, seen_at timestamptz NOT NULL UNIQUE);
    CREATE TABLE readings (
      id int GENERATED ALWAYS AS IDENTITY,
      host_id int NOT NULL REFERENCES hosts (id),
      at timestamptz NOT NULL,
      day date GENERATED ALWAYS AS ((at AT TIME ZONE 'UTC')::date) STORED,
      value int,
      PRIMARY KEY (host_id, at)
    );
    CREATE INDEX readings_at ON readings (at DESC);
    CREATE TABLE notes (id int PRIMARY KEY, written timestamp);
    INSERT INTO hosts SELECT g, timestamptz '2026-01-01' + g * interval '1 second' FROM generate_series(1, 12000) g;
    INSERT INTO readings (host_id, at, value)
      SELECT 1 + g % 10, timestamptz '2026-01-01' + g * interval '1 second', g FROM generate_series(1, 12000) g;
    INSERT INTO notes VALUES (1, '2026-01-01 00:00:00');
    ANALYZE;
  `);
});
afterEach(() => db.close());

const one = async <T>(sql: string) => (await db.query<T>(sql)).rows[0]!;

describe('rebaseTimes', () => {
  it('moves every time column of every table by the same span, keys and indexes intact', async () => {
    const columns = await timeColumns(db);
    expect(columns).toEqual({ hosts: ['seen_at'], readings: ['at'], notes: ['written'] });
    const before = await one<{ at: Date; id: number }>(
      'SELECT at, id FROM readings ORDER BY at LIMIT 1',
    );
    // The plan a template stores (read once, kept as JSON) moves the tables as the catalogs would.
    const plan = JSON.parse(
      JSON.stringify(await rebasePlan(db, Object.keys(columns))),
    ) as RebasePlan;
    expect(plan.keyed).toEqual(['hosts', 'readings']);
    expect(Object.keys(plan.rewritable)).toEqual(['readings']);
    expect(planFor(plan, ['notes'])).toEqual({ keyed: [], indexes: [], rewritable: {} });
    await db.transaction((tx) => rebaseTimes(tx, 3 * DAY, columns, plan));

    const after = await one<{ at: Date; id: number; day: string }>(
      `SELECT at, id, day::text AS day FROM readings ORDER BY at LIMIT 1`,
    );
    expect(after.at.getTime() - before.at.getTime()).toBe(3 * DAY + 1);
    expect(after.id).toBe(before.id);
    expect(after.day).toBe('2026-01-04');
    expect(await one('SELECT count(*)::int AS n FROM readings')).toEqual({ n: 12000 });
    expect(await one(`SELECT min(seen_at) AS t FROM hosts`)).toEqual({
      t: new Date(Date.parse('2026-01-01T00:00:01Z') + 3 * DAY + 1),
    });
    expect(await one(`SELECT written::text AS t FROM notes`)).toEqual({
      t: '2026-01-04 00:00:00.001',
    });
    const indexes = await db.query<{ name: string }>(
      `SELECT indexname AS name FROM pg_indexes WHERE tablename IN ('hosts', 'readings') ORDER BY 1`,
    );
    expect(indexes.rows.map((r) => r.name)).toEqual([
      'hosts_pkey',
      'hosts_seen_at_key',
      'readings_at',
      'readings_pkey',
    ]);
    // The identity goes on from where it was.
    await db.query(`INSERT INTO readings (host_id, at) VALUES (1, now())`);
    expect(await one('SELECT max(id)::int AS id FROM readings')).toEqual({ id: 12001 });
    // The foreign key into `hosts` still holds.
    await expect(
      db.query(`INSERT INTO readings (host_id, at) VALUES (99999, now())`),
    ).rejects.toThrow(/foreign key/);
  });
  it('rewrites a large table no key points at in one pass: types, NULLs and indexes intact', async () => {
    await db.exec(`
      CREATE TABLE samples (id int PRIMARY KEY, at timestamp NOT NULL, seen timestamptz);
      CREATE INDEX samples_at ON samples (at);
      INSERT INTO samples SELECT g, timestamp '2026-01-01' + g * interval '1 second', NULL
        FROM generate_series(1, 12000) g;
      ANALYZE samples;
    `);
    const plan = await rebasePlan(db, ['samples']);
    expect(Object.keys(plan.rewritable)).toEqual(['samples']);
    await db.transaction((tx) => rebaseTimes(tx, DAY, { samples: ['at', 'seen'] }, plan));
    // The column keeps its type (no time zone), every row moved once, the NULL stays NULL.
    expect(
      await one(`SELECT min(at)::text AS t, count(seen)::int AS n, count(*)::int AS rows,
        format_type(a.atttypid, a.atttypmod) AS type FROM samples,
        pg_attribute a WHERE a.attrelid = 'samples'::regclass AND a.attname = 'at' GROUP BY 4`),
    ).toEqual({
      t: '2026-01-02 00:00:01.001',
      n: 0,
      rows: 12000,
      type: 'timestamp without time zone',
    });
    const indexes = await db.query<{ name: string }>(
      `SELECT indexname AS name FROM pg_indexes WHERE tablename = 'samples' ORDER BY 1`,
    );
    expect(indexes.rows.map((r) => r.name)).toEqual(['samples_at', 'samples_pkey']);
  });
});
