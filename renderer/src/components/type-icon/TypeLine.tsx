// A thing's type icon before its name, in a table cell or a field (a change's type, a check, a
// group): the name gives way with an ellipsis when the column is narrow.
import type { IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { CellLine, CellText } from '../data-table/CellLine.tsx';
import { TypeIcon } from './TypeIcon.tsx';

export function TypeLine(props: {
  /** The type (or icon name) whose icon leads; `fallback` when it has none. */
  icon: string | null | undefined;
  fallback: IconName;
  /** The whole line's hover text, when it says more than the name (an insight's summary). */
  title?: string;
  children: ReactNode;
}) {
  return (
    <CellLine title={props.title}>
      <TypeIcon name={props.icon} size={16} fallback={props.fallback} />
      <CellText>{props.children}</CellText>
    </CellLine>
  );
}
