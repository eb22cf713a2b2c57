// Column groups that many tables repeat, as SQL fragments for the table definitions: each is
// written at a column's indentation and leaves the trailing comma to the table.

/** The agent that reported the row; the local agent (the nil id) unless set. */
export const agentId = (
  table: string,
) => /* sql */ `agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000'
    CONSTRAINT ${table}_agent_id_fkey REFERENCES agents (id)`;

/** The person who made the row; `constraint` names its foreign key (`<constraint>_created_by_fkey`). */
export const createdBy = (constraint: string, required = false) =>
  /* sql */ `created_by uuid ${required ? 'NOT NULL ' : ''}CONSTRAINT ${constraint}_created_by_fkey REFERENCES people (id)`;

/** Creation and last-change times, both set on insert. */
export const stamped = /* sql */ `created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()`;

/** The times of a row that is deleted softly (deleted_at set, the row kept). */
export const stampedSoftDelete = /* sql */ `${stamped},
  deleted_at timestamptz`;

/** The tail of a relationship row: its times, the selector that found it and the push flag. */
export const linkTail = /* sql */ `${stampedSoftDelete},
  selector_id text,
  is_pushed boolean NOT NULL DEFAULT false`;

/** A check linked to a config or a component (`check_<subject>_relationships`), with its keys. */
export function checkLinks(subject: 'config' | 'component', subjectTable: string): string {
  const table = `check_${subject}_relationships`;
  return /* sql */ `CREATE TABLE ${table} (
  ${subject}_id uuid NOT NULL CONSTRAINT ${table}_${subject}_id_fkey REFERENCES ${subjectTable} (id) ON DELETE CASCADE,
  check_id uuid NOT NULL CONSTRAINT ${table}_check_id_fkey REFERENCES checks (id) ON DELETE CASCADE,
  canary_id uuid NOT NULL CONSTRAINT ${table}_canary_id_fkey REFERENCES canaries (id) ON DELETE CASCADE,
  ${linkTail}
);
CREATE UNIQUE INDEX ${table}_key ON ${table} (${subject}_id, check_id, canary_id, selector_id);
CREATE INDEX ${table}_check_id_idx ON ${table} (check_id);`;
}
