// A row that may be wider than its room (a tab row with one tab per namespace, say): it scrolls
// sideways, and says so. While it overflows, a button at each end scrolls by most of a width (the
// button of an end already reached is disabled, so nothing moves under the pointer) and an end
// with more beyond it fades. The selected element (`aria-selected="true"`) is brought into view
// when `selected` changes, or when it first appears (tabs built from data that came later).
// Without overflow nothing extra is drawn.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@blueprintjs/core';
import './scroll-edges.css';

interface Edges {
  overflow: boolean;
  start: boolean;
  end: boolean;
}

function readEdges(el: HTMLElement): Edges {
  // One pixel of slack: zoomed layouts report fractional scroll positions.
  return {
    overflow: el.scrollWidth > el.clientWidth + 1,
    start: el.scrollLeft > 1,
    end: el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
  };
}

const same = (a: Edges, b: Edges) =>
  a.overflow === b.overflow && a.start === b.start && a.end === b.end;

/** Brings the selected element into view once it exists; true when it did. */
function revealSelected(el: HTMLElement | null): boolean {
  const chosen = el?.querySelector('[aria-selected="true"]');
  chosen?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  return chosen != null;
}

/** The scroller's edges, kept current through resizes and scrolls, and the selection revealed. */
function useScrollEdges(selected: string | undefined) {
  const body = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ overflow: false, start: false, end: false });
  // The selection still to bring into view: set when `selected` changes, cleared once shown.
  const reveal = useRef(true);

  useEffect(() => {
    const el = body.current;
    if (!el) return;
    const update = () => {
      if (reveal.current && revealSelected(el)) reveal.current = false;
      setEdges((before) => {
        const next = readEdges(el);
        return same(before, next) ? before : next;
      });
    };
    // Observers call back after layout, so reading the sizes there forces none.
    const resized = new ResizeObserver(update);
    resized.observe(el);
    if (el.firstElementChild) resized.observe(el.firstElementChild);
    el.addEventListener('scroll', update, { passive: true });
    return () => {
      resized.disconnect();
      el.removeEventListener('scroll', update);
    };
  }, []);

  // On mount the observer's first callback (after the first layout) reveals the selection; a
  // frame callback then would force that layout early, in the middle of the screen's first render.
  const mounted = useRef(false);
  useEffect(() => {
    reveal.current = true;
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const frame = requestAnimationFrame(() => {
      if (revealSelected(body.current)) reveal.current = false;
    });
    return () => cancelAnimationFrame(frame);
  }, [selected]);

  // The end buttons take room when they appear: show the selection again in what is left.
  useEffect(() => {
    if (edges.overflow) revealSelected(body.current);
  }, [edges.overflow]);

  const scroll = (direction: -1 | 1) => {
    const el = body.current;
    if (el) el.scrollBy({ left: direction * Math.max(80, el.clientWidth * 0.8) });
  };
  return { body, edges, scroll };
}

function EdgeButton(props: {
  label: string;
  forward: boolean;
  enabled: boolean;
  onClick: () => void;
}) {
  const name = `Scroll ${props.label} ${props.forward ? 'forward' : 'back'}`;
  return (
    <Button
      className="mc-scroll-edges-button"
      variant="minimal"
      size="small"
      disabled={!props.enabled}
      icon={props.forward ? 'chevron-right' : 'chevron-left'}
      aria-label={name}
      title={name}
      onClick={props.onClick}
    />
  );
}

export function ScrollEdges(props: {
  /** What scrolls, for the buttons' names: "Scroll <label> back" / "forward". */
  label: string;
  /** Changes when the selection does, to bring the selected element into view. */
  selected?: string;
  className?: string;
  children: ReactNode;
}) {
  const { body, edges, scroll } = useScrollEdges(props.selected);
  return (
    <div
      className={`mc-scroll-edges ${props.className ?? ''}`}
      data-more-start={edges.start || undefined}
      data-more-end={edges.end || undefined}
    >
      {edges.overflow && (
        <EdgeButton
          label={props.label}
          forward={false}
          enabled={edges.start}
          onClick={() => scroll(-1)}
        />
      )}
      <div ref={body} className="mc-scroll-edges-body">
        {props.children}
      </div>
      {edges.overflow && (
        <EdgeButton label={props.label} forward enabled={edges.end} onClick={() => scroll(1)} />
      )}
    </div>
  );
}
