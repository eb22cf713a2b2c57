// Moves every timestamp of the Sandbox's tables forward by the time since it was seeded, so a
// database seeded when the app was built reads as if seeded now when a user first starts it
// (checks that ran minutes ago, changes of the last days). Triggers stay off while it runs: the
// move is not a change of anything. A table whose unique key holds a timestamp could collide with
// itself part-way through one UPDATE; such a table moves in two steps, far ahead and back.
import type { Transaction } from '@electric-sql/pglite';

const UNIQUE_VIOLATION = '23505';
/** Far enough ahead that no row of the first step can meet a row not moved yet. */
const PARKING = "interval '1000 years'";

export interface RebaseReport {
  tables: number;
  columns: number;
}

export async function rebaseTimes(tx: Transaction, deltaMs: number): Promise<RebaseReport> {
  const columns = await tx.query<{ table_name: string; column_name: string }>(`
    SELECT c.table_name, c.column_name
    FROM information_schema.columns c
    JOIN information_schema.tables t
      ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      AND c.data_type IN ('timestamp with time zone', 'timestamp without time zone')
    ORDER BY c.table_name, c.ordinal_position`);
  const byTable = new Map<string, string[]>();
  for (const row of columns.rows)
    byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row.column_name]);

  // Whole milliseconds off the seconds the seed's times fall on make a self-collision unlikely.
  const delta = `interval '${Math.round(deltaMs) % 1000 === 0 ? Math.round(deltaMs) + 1 : Math.round(deltaMs)} milliseconds'`;
  const set = (cols: string[], by: string) => cols.map((c) => `"${c}" = "${c}" + ${by}`).join(', ');
  await tx.query('SET LOCAL session_replication_role = replica');
  for (const [table, cols] of byTable) {
    await tx.query('SAVEPOINT rebase_table');
    try {
      await tx.query(`UPDATE "${table}" SET ${set(cols, delta)}`);
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      await tx.query('ROLLBACK TO SAVEPOINT rebase_table');
      await tx.query(`UPDATE "${table}" SET ${set(cols, `${delta} + ${PARKING}`)}`);
      await tx.query(`UPDATE "${table}" SET ${set(cols, `- ${PARKING}`)}`);
    }
    await tx.query('RELEASE SAVEPOINT rebase_table');
  }
  return { tables: byTable.size, columns: columns.rows.length };
}
