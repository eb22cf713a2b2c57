// The app's tag: Blueprint's look (its classes), without its cost. Blueprint's Tag wraps its text
// in Text, whose layout effect reads the text's widths and sets state twice on every mount, so
// each tag rendered twice and forced a layout, and a table shows hundreds of them (labels, statuses).
// Here the full text goes into the title on hover, only when it is cut. A tag that is clicked or
// removed stays Blueprint's, for its keyboard handling.
import {
  Classes,
  Icon,
  // eslint-disable-next-line no-restricted-imports -- the one place that renders Blueprint's tag
  Tag as BlueprintTag,
  type TagProps,
  Utils,
} from '@blueprintjs/core';
import type { PointerEvent } from 'react';

export type { TagProps };

export function Tag(props: TagProps) {
  if (props.onRemove || props.interactive || props.onClick) return <BlueprintTag {...props} />;
  const {
    active: _active,
    children,
    className,
    endIcon,
    fill,
    htmlTitle,
    icon,
    intent,
    large,
    minimal,
    multiline,
    rightIcon,
    round,
    size = 'medium',
    ...rest
  } = props;
  const classes = [
    Classes.TAG,
    intent && intent !== 'none' ? Classes.intentClass(intent) : '',
    size === 'large' || large ? Classes.LARGE : '',
    fill ? Classes.FILL : '',
    minimal ? Classes.MINIMAL : '',
    round ? Classes.ROUND : '',
    className ?? '',
  ];
  return (
    <span {...rest} className={classes.filter(Boolean).join(' ')}>
      {icon && <Icon icon={icon} />}
      {!Utils.isReactNodeEmpty(children) && (
        <span
          className={multiline ? Classes.FILL : `${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}
          title={htmlTitle}
          onPointerEnter={multiline || htmlTitle ? undefined : titleWhenCut}
        >
          {children}
        </span>
      )}
      {(endIcon ?? rightIcon) && <Icon icon={endIcon ?? rightIcon} />}
    </span>
  );
}

/** Puts the whole text in the title when the ellipsis cuts it (measured on hover, not on mount). */
function titleWhenCut(event: PointerEvent<HTMLSpanElement>) {
  const text = event.currentTarget;
  if (text.scrollWidth > text.clientWidth) text.title = text.textContent ?? '';
  else text.removeAttribute('title');
}
