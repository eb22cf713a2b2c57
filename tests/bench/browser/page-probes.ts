// Functions that run inside the page (handed to page.evaluate / addInitScript, so each is
// self-contained): scripted scrolling with requestAnimationFrame frame deltas and
// long-animation-frame (LoAF) entries, and keystroke latency from Event Timing
// (PerformanceObserver type 'event', durationThreshold 16) plus an after-next-paint probe.

export interface ScrollArgs {
  selector: string;
  durationMs: number;
  pxPerSecond: number;
  /** The rendered rows inside the scroller (default: a table's `tbody tr[data-index]`). */
  rowSelector?: string;
}

export interface ScrollResult {
  /** Time between consecutive animation frames during the scroll, ms. */
  frames: number[];
  /** LoAF entries (≥ 50 ms frames) that started during the scroll. */
  loafs: { duration: number; blockingDuration: number }[];
  scrolledPx: number;
  /** Rows rendered at the end (the virtual window), to prove the body kept up. */
  renderedRows: number;
  lastIndex: number;
}

/** Scrolls `selector` at a constant speed for `durationMs`, one step per animation frame. */
export function scrollProbe(args: ScrollArgs): Promise<ScrollResult> {
  const el = document.querySelector<HTMLElement>(args.selector);
  if (!el) throw new Error(`no ${args.selector} to scroll`);
  if (!PerformanceObserver.supportedEntryTypes.includes('long-animation-frame'))
    throw new Error('this Chromium does not report long-animation-frame entries');
  const loafs: ScrollResult['loafs'] = [];
  let from = Infinity;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.startTime < from) continue;
      const blocking = (entry as PerformanceEntry & { blockingDuration?: number }).blockingDuration;
      loafs.push({ duration: entry.duration, blockingDuration: blocking ?? 0 });
    }
  });
  observer.observe({ type: 'long-animation-frame', buffered: false });
  const frames: number[] = [];
  const startTop = el.scrollTop;
  return new Promise((resolve) => {
    let start = -1;
    let last = -1;
    const step = (now: number) => {
      if (start < 0) {
        start = now;
        from = now;
      } else frames.push(now - last);
      last = now;
      const elapsed = now - start;
      if (elapsed >= args.durationMs) {
        // Let the observer deliver the last frames' entries.
        setTimeout(() => {
          observer.disconnect();
          const rows = el.querySelectorAll(args.rowSelector ?? 'tbody tr[data-index]');
          const lastRow = rows[rows.length - 1];
          resolve({
            frames,
            loafs,
            scrolledPx: el.scrollTop - startTop,
            renderedRows: rows.length,
            lastIndex: Number(lastRow?.getAttribute('data-index') ?? -1),
          });
        }, 250);
        return;
      }
      el.scrollTop = startTop + (elapsed * args.pxPerSecond) / 1000;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

export interface TypingState {
  /** keydown → after the next paint (rAF, then a message task), one per keystroke, ms. */
  afterPaint: number[];
  events: { name: string; duration: number; interactionId: number }[];
  /** performance.now() of every history update carrying `query=` (the debounced search). */
  navigations: number[];
  /** performance.now() after the frame that first showed `expectTab` was painted. */
  appliedPaintedAt: number | null;
  observedTabTexts: number;
}

declare global {
  interface Window {
    __mcdTyping?: TypingState;
  }
}

/**
 * Installs the keystroke probes and a per-frame watcher that notes when the first tab reads
 * `expected` (the search result is on screen) — or, given a selector, the first element it
 * matches; read back with `readTyping`.
 */
export function installTypingProbe(expected: string | { selector: string; text: string }): void {
  const watched = typeof expected === 'string' ? '[role="tab"]' : expected.selector;
  const expectText = typeof expected === 'string' ? expected : expected.text;
  const state: TypingState = {
    afterPaint: [],
    events: [],
    navigations: [],
    appliedPaintedAt: null,
    observedTabTexts: 0,
  };
  window.__mcdTyping = state;
  document.addEventListener(
    'keydown',
    (event) => {
      const at = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => state.afterPaint.push(performance.now() - at);
        channel.port2.postMessage(null);
      });
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const timing = entry as PerformanceEntry & { interactionId?: number };
      state.events.push({
        name: entry.name,
        duration: entry.duration,
        interactionId: timing.interactionId ?? 0,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
      if (String(url ?? '').includes('query=')) state.navigations.push(performance.now());
      original(data, unused, url);
    };
  }
  const watch = () => {
    if (state.appliedPaintedAt !== null) return;
    const text = document.querySelector(watched)?.textContent ?? '';
    if (text === expectText) {
      // This frame shows the result; the next frame's callback runs after it was painted.
      requestAnimationFrame(() => {
        state.appliedPaintedAt = performance.now();
      });
      return;
    }
    state.observedTabTexts += 1;
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

export function readTyping(): TypingState | null {
  return window.__mcdTyping ?? null;
}

const KEY_EVENTS = new Set(['keydown', 'keypress', 'keyup', 'beforeinput', 'input']);

/**
 * One Event Timing duration per keystroke: the longest keyboard entry of each interaction.
 * Keystrokes with no entry stayed under the 16 ms threshold; they count as 16 (an upper bound).
 */
export function keystrokeDurations(state: TypingState, keystrokes: number): number[] {
  const byInteraction = new Map<number, number>();
  for (const e of state.events) {
    if (!KEY_EVENTS.has(e.name) || e.interactionId === 0) continue;
    byInteraction.set(
      e.interactionId,
      Math.max(byInteraction.get(e.interactionId) ?? 0, e.duration),
    );
  }
  const measured = [...byInteraction.values()];
  const under = Math.max(0, keystrokes - measured.length);
  return [...measured, ...Array.from({ length: under }, () => 16)];
}
