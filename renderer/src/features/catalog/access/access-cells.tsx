// The cells of the catalog access tables (spec 5-access §2.7): a user as name over email, a log's
// MFA and its properties as chips.
import { Tag } from '../../../components/tag/Tag.tsx';
import { StatusTag } from '../../../components/status-tag/StatusTag.tsx';
import { MFA, mfaValue } from '../../../lib/vocabulary/mfa.ts';
import { labelOf } from '../../../lib/vocabulary/vocabulary.ts';

export const NONE = '—';

export function UserCell(props: { name: string | null | undefined; email?: string | null }) {
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

const propertyText = (value: unknown) =>
  typeof value === 'string' ? value : JSON.stringify(value);

export function PropertyChips({
  properties,
}: {
  properties: Record<string, unknown> | null | undefined;
}) {
  const entries = Object.entries(properties ?? {});
  if (entries.length === 0) return <span className="mc-access-muted">{NONE}</span>;
  return (
    <span className="mc-access-chips">
      {entries.map(([key, value]) => (
        <Tag key={key} minimal round title={`${key}: ${propertyText(value)}`}>
          {key}: {propertyText(value)}
        </Tag>
      ))}
    </span>
  );
}
