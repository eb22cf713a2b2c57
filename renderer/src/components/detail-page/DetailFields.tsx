// Label and value rows of a detail page's sidebar section: a description list whose labels keep
// one column and whose values wrap. Rows come as children, or as `fields` pairs where a pair
// without a value (null, undefined, false, '') is left out.
import type { ReactNode } from 'react';
import './detail-page.css';

export type DetailFieldPair = readonly [label: string, value: ReactNode];

export function DetailFields(props: {
  fields?: readonly DetailFieldPair[];
  children?: ReactNode;
  className?: string;
}) {
  const shown = (props.fields ?? []).filter(
    ([, value]) => value !== null && value !== undefined && value !== false && value !== '',
  );
  return (
    <dl className={props.className ? `mcd-detail-fields ${props.className}` : 'mcd-detail-fields'}>
      {shown.map(([label, value]) => (
        <DetailField key={label} label={label}>
          {value}
        </DetailField>
      ))}
      {props.children}
    </dl>
  );
}

export function DetailField(props: { label: string; children: ReactNode }) {
  return (
    <div className="mcd-detail-field">
      <dt>{props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}
