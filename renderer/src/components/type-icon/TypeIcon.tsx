// The Flanksource console's icon for a check, config or component type (`postgres`,
// `Kubernetes::Pod`, `AWS::EC2::Instance`), loaded on first use; a Blueprint icon when the set has
// none. Nothing here is awaited before a screen paints: the icon's box is reserved at its size and
// filled when its chunk arrives (the cold start to first paint is guarded by benchmark P1).
import { useEffect, useId, useMemo, useSyncExternalStore } from 'react';
import { Icon, type IconName } from '@blueprintjs/core';
import { createIconStore, type IconStore } from './icon-store.ts';
import { idPrefixFrom, renderIconTree } from './render-icon-tree.ts';
import './TypeIcon.css';

/** The one store of the window's type icons (the relationship graph draws from it too). */
export const typeIcons: IconStore = createIconStore(() => import('virtual:flanksource-icons'));

export interface TypeIconProps {
  /** A type or icon name, matched as `resolveIconName` describes. */
  name: string | null | undefined;
  size?: number;
  /** Drawn when no icon matches; without one, the reserved box stays empty. */
  fallback?: IconName;
  /** Accessible name; without one the icon is decorative (aria-hidden). */
  title?: string;
  className?: string;
}

export function TypeIcon({ name, size = 16, fallback, title, className }: TypeIconProps) {
  const type = name ?? '';
  const icon = useSyncExternalStore(typeIcons.subscribe, () => typeIcons.peek(type));
  const idPrefix = idPrefixFrom(useId());
  const classes = className ? `mc-type-icon ${className}` : 'mc-type-icon';

  useEffect(() => {
    if (icon === undefined) void typeIcons.request(type);
  }, [icon, type]);

  const svg = useMemo(
    () => (icon ? renderIconTree(icon, { size, title, className: classes, idPrefix }) : null),
    [icon, size, title, classes, idPrefix],
  );

  if (svg) return svg;
  if (icon === null && fallback)
    return <Icon icon={fallback} size={size} title={title} className={classes} />;
  return (
    <span
      className={classes}
      style={{ width: size, height: size }}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      aria-label={title}
    />
  );
}
