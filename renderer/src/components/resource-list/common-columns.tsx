// Columns many lists share: a timestamp (relative within a week, the date beyond it, the exact
// time as tooltip) and a person (who created the row), with their avatar.
import { Avatar } from '../avatar/Avatar.tsx';
import type { Column } from '../data-table/column.ts';
import { RelativeTime } from '../relative-time/RelativeTime.tsx';
import { sized } from './sized-column.ts';

export interface Creator {
  id: string;
  name?: string | null;
  avatar?: string | null;
}

/** Older than a week, the date alone keeps the row to one screen width; the tooltip has the time. */
export function When({ value }: { value: string | null | undefined }) {
  return value ? <RelativeTime value={value} fallbackFormat="YYYY-MM-DD" /> : null;
}

export function timeColumn<T>(
  id: string,
  header: string,
  value: (row: T) => string | null | undefined,
  sortable = true,
): Column<T> {
  return { id, header, cell: (row) => <When value={value(row)} />, sortable };
}

/** A timestamp the row holds in the field the column is named by. */
export const timeField = <T,>(id: keyof T & string, header: string) =>
  timeColumn<T>(id, header, (row) => row[id] as string | null | undefined);

/** Created and Updated, narrow; Created collapses at `createdPriority`, Updated at 3. */
export function stampColumns<T extends { created_at?: string | null; updated_at?: string | null }>(
  createdPriority: number,
): Column<T>[] {
  return [
    sized(timeField('created_at', 'Created'), createdPriority, 96),
    sized(timeField('updated_at', 'Updated'), 3, 96),
  ];
}

/**
 * 'Created By' of a PostgREST row whose `created_by` is the embedded person (`created_by:people(…)`)
 * or, when the embed was not asked for, the bare id (shown as nobody).
 */
export function createdByColumn<T extends { created_by?: unknown }>(): Column<T> {
  return creatorColumn((row) =>
    typeof row.created_by === 'object' ? (row.created_by as Creator | null) : null,
  );
}

export const creatorColumn = <T,>(creator: (row: T) => Creator | null | undefined) =>
  personColumn('created_by', 'Created By', creator);

/** A person with their avatar (a row's creator, a team's member). */
export function personColumn<T>(
  id: string,
  header: string,
  person: (row: T) => Creator | null | undefined,
): Column<T> {
  return {
    id,
    header,
    cell: (row) => {
      const who = person(row);
      if (!who) return null;
      return (
        <span className="mcd-creator">
          <Avatar person={{ id: who.id, name: who.name ?? '', avatar: who.avatar }} size={20} />
          {who.name}
        </span>
      );
    },
  };
}
