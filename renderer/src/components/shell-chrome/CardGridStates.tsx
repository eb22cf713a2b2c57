// A card layout's states around its cards: placeholder cards while the first load runs (in the
// layout's own classes, so they take the real cards' size and place), the query's error when it
// failed with nothing to show, the empty text when there are no items, else the cards.
import type { ComponentProps, ReactNode } from 'react';
import { NonIdealState } from '@blueprintjs/core';
import { QueryError } from '../query-error/QueryError.tsx';
import { SkeletonCards } from './SkeletonCards.tsx';

export function CardGridStates<T>(props: {
  /** The items to draw as cards; undefined while the first load runs. */
  items: readonly T[] | undefined;
  /** The query's error, shown while there are no items. */
  error?: Error | null;
  /** What failed to load ('topology') and the error's title (QueryError's props). */
  what?: string;
  errorTitle?: string;
  /** The text when there are no items. */
  empty: string;
  /** The placeholder cards. */
  skeleton: ComponentProps<typeof SkeletonCards>;
  /** The cards, given the items (never empty). */
  children: (items: readonly T[]) => ReactNode;
}) {
  const { items, error } = props;
  if (items === undefined && error)
    return <QueryError error={error} what={props.what ?? 'the cards'} title={props.errorTitle} />;
  if (items === undefined) return <SkeletonCards {...props.skeleton} />;
  if (items.length === 0) return <NonIdealState icon="search" title={props.empty} />;
  return props.children(items);
}
