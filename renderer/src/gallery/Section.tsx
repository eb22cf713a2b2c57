// One titled card in the gallery.
import type { ReactNode } from 'react';
import { Card, H3 } from '@blueprintjs/core';

export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <Card>
        <H3 id={`${id}-title`}>{title}</H3>
        {children}
      </Card>
    </section>
  );
}
