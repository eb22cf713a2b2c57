// A titled section of the item's sidebar, and a label/value row inside one.
import type { ReactNode } from 'react';
import { H5 } from '@blueprintjs/core';

export function SidebarSection(props: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  empty?: string | false;
}) {
  return (
    <section className="mc-ci-side-section" aria-label={props.title}>
      <div className="mc-ci-side-title">
        <H5>{props.title}</H5>
        {props.actions}
      </div>
      {props.empty ? <p className="mc-ci-muted">{props.empty}</p> : props.children}
    </section>
  );
}

export function SidebarRow(props: { label: string; children: ReactNode }) {
  return (
    <div className="mc-ci-side-row">
      <dt>{props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}
