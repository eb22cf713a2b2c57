// Label and value rows of a detail page's sidebar section: a description list whose labels keep
// one column and whose values wrap.
import type { ReactNode } from 'react';

export function DetailFields(props: { children: ReactNode; className?: string }) {
  return (
    <dl className={props.className ? `mcd-detail-fields ${props.className}` : 'mcd-detail-fields'}>
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
