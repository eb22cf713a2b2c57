// The cells of the catalog access tables (spec 5-access §2.7): the User column (name over email), a log's
// MFA and its properties as chips (the kit's label tags).
import type { Column } from '../../../components/data-table/column.ts';
import { LabelTags } from '../../../components/label-filter/LabelTags.tsx';
import { StatusTag } from '../../../components/status-tag/StatusTag.tsx';
import { MFA, mfaValue } from '../../../lib/vocabulary/mfa.ts';
import { labelOf } from '../../../lib/vocabulary/vocabulary.ts';

export const NONE = '—';

type User = { name: string | null | undefined; email?: string | null };

/** The User column: a user's name over their email, exported as the name. */
export const userColumn = <T,>(user: (row: T) => User, more: Partial<Column<T>>): Column<T> => ({
  id: 'user',
  header: 'User',
  exportValue: (row) => user(row).name ?? null,
  cell: (row) => <UserCell {...user(row)} />,
  ...more,
});

function UserCell(props: User) {
  return (
    <span className="mc-access-user">
      <span className="mcd-ellipsis" title={props.name ?? ''}>
        {props.name || NONE}
      </span>
      {props.email ? (
        <span className="mc-access-email mcd-ellipsis" title={props.email}>
          {props.email}
        </span>
      ) : null}
    </span>
  );
}

export function MfaCell({ mfa }: { mfa: boolean | null | undefined }) {
  const value = mfaValue(mfa);
  return value ? (
    <StatusTag vocabulary={MFA} value={value} />
  ) : (
    <span className="mc-access-muted">{NONE}</span>
  );
}

export const mfaText = (mfa: boolean | null | undefined) => {
  const value = mfaValue(mfa);
  return value ? labelOf(MFA, value) : NONE;
};

/** A log's properties as chips (`key: value`, sorted by key), '—' without any. */
export function PropertyChips(props: { properties: Record<string, unknown> | null | undefined }) {
  const entries = Object.entries(props.properties ?? {});
  if (entries.length === 0) return <span className="mc-access-muted">{NONE}</span>;
  const texts = entries.map(([k, v]): [string, string] => [
    k,
    typeof v === 'string' ? v : JSON.stringify(v),
  ]);
  return (
    <LabelTags labels={Object.fromEntries(texts)} separator=": " className="mc-access-chips" />
  );
}
