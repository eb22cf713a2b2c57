// The drag handle on a resizable column's edge: pointer drags resize it live and store the width on
// release; arrow keys resize in steps, Home (or a double click) goes back to the default.
import { useRef } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { draggedSize, type ColumnBounds } from './column-sizes.ts';

const RESIZE_STEP = 16;

export function ColumnResizeHandle(props: {
  header: string;
  bounds: ColumnBounds;
  size: number;
  onResize: (size: number, persist: boolean) => void;
}) {
  const { bounds, size, onResize } = props;
  const drag = useRef<{ x: number; size: number; last: number } | null>(null);

  const down = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, size, last: size };
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    start.last = draggedSize(bounds, start.size, event.clientX - start.x);
    onResize(start.last, false);
  };
  const up = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture(event.pointerId);
    onResize(start.last, true);
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    // A handle on the column's left edge: the left arrow widens it, as a drag would.
    const widen = bounds.edge === 'end' ? 'ArrowRight' : 'ArrowLeft';
    const narrow = bounds.edge === 'end' ? 'ArrowLeft' : 'ArrowRight';
    if (event.key === widen) onResize(size + RESIZE_STEP, true);
    else if (event.key === narrow) onResize(size - RESIZE_STEP, true);
    else if (event.key === 'Home') onResize(bounds.defaultSize, true);
    else return;
    event.preventDefault();
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${props.header}`}
      aria-valuenow={size}
      aria-valuemin={bounds.minSize}
      aria-valuemax={bounds.maxSize}
      tabIndex={0}
      className={`mc-grid-resizer mc-grid-resizer-${bounds.edge}`}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onKeyDown={key}
      onDoubleClick={() => onResize(bounds.defaultSize, true)}
    />
  );
}
