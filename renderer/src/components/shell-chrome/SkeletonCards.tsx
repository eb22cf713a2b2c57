// Placeholder cards while a card layout loads: the layout's own container and card classes, so
// the placeholders take the real cards' size and place.
import type { CSSProperties } from 'react';
import { Classes } from '@blueprintjs/core';

export function SkeletonCards(props: {
  /** The container's class (the grid of cards). */
  className: string;
  /** Each placeholder's classes besides the skeleton's. */
  cardClassName: string;
  label?: string;
  style?: CSSProperties;
  count?: number;
}) {
  return (
    <div className={props.className} style={props.style} aria-busy="true" aria-label={props.label}>
      {Array.from({ length: props.count ?? 6 }, (_, i) => (
        <div key={i} className={`${props.cardClassName} ${Classes.SKELETON}`} />
      ))}
    </div>
  );
}
