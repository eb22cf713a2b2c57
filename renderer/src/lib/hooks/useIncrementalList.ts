// Renders a long list in steps: the first `initial` items at once, `step` more each time the
// sentinel after them comes within `margin` of the viewport. A screen of 2,000 cards (the
// topology of the large seed) paints its first screenful instead of building every card first.
// A new list starts again from `initial`.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useIncrementalList<T>(
  items: readonly T[],
  options: { initial: number; step: number; margin?: string },
): { visible: readonly T[]; sentinel: (node: Element | null) => void; complete: boolean } {
  const { initial, step, margin = '800px' } = options;
  const [state, setState] = useState({ items, count: initial });
  // A new list: start again (state adjusted during render, React's documented pattern).
  if (state.items !== items) setState({ items, count: initial });
  const count = state.items === items ? state.count : initial;
  const complete = count >= items.length;

  const observer = useRef<IntersectionObserver | null>(null);
  const sentinel = useCallback(
    (node: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting))
            setState((s) => ({ ...s, count: s.count + step }));
        },
        { rootMargin: margin },
      );
      observer.current.observe(node);
    },
    [step, margin],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return { visible: complete ? items : items.slice(0, count), sentinel, complete };
}
