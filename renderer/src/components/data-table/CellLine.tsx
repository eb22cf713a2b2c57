// Cell content made of parts side by side (an icon and a name, a name and its buttons, chips) that
// keeps to its column: the text or the chips shrink and cut with an ellipsis, and the data table
// shows the whole text on hover (cut-text.ts). Text alone in a cell needs none of this.
import { Children, isValidElement, type ReactNode } from 'react';
import { Tag } from '../tag/Tag.tsx';
import './cell-line.css';

/** The class of a cell's row of parts, for an element that is not a span (a link). */
export const CELL_LINE = 'mc-cell-line';

type ChipProps = { title?: unknown; round?: unknown };
const propsOf = (chip: ReactNode): ChipProps => (isValidElement<ChipProps>(chip) ? chip.props : {});
const titleOf = (chip: ReactNode) => {
  const title = propsOf(chip).title;
  return typeof title === 'string' ? title : '';
};

/**
 * Chips beyond `limit` fold into one '+N' chip whose title lists them (give each chip a title);
 * it is drawn as the chips are, round or not.
 * A table passes a limit so that a row keeps its height; a card shows every chip.
 */
function folded(children: ReactNode, limit: number | undefined): ReactNode {
  const chips = Children.toArray(children);
  if (limit === undefined || chips.length <= limit) return children;
  const rest = chips.slice(limit);
  return [
    ...chips.slice(0, limit),
    <Tag
      key="mc-more"
      className="mc-cell-more"
      minimal
      round={propsOf(chips[0]).round === true}
      title={rest.map(titleOf).join('\n')}
    >
      +{rest.length}
    </Tag>,
  ];
}

export function CellLine(props: {
  children: ReactNode;
  chips?: boolean;
  /** For chips: how many to show before the rest fold into '+N'. */
  limit?: number;
  title?: string;
  /** Its links and buttons act alone: a click on the line does not reach the row. */
  ownClicks?: boolean;
}) {
  return (
    <span
      className={props.chips ? 'mc-cell-chips' : CELL_LINE}
      title={props.title}
      onClick={props.ownClicks ? (event) => event.stopPropagation() : undefined}
    >
      {props.chips ? folded(props.children, props.limit) : props.children}
    </span>
  );
}

/** The part of a cell line that gives way: cut with an ellipsis when the column is narrow. */
export function CellText(props: { children: ReactNode; title?: string }) {
  return (
    <span className="mcd-ellipsis" title={props.title}>
      {props.children}
    </span>
  );
}
