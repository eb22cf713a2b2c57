// Per-organisation connectivity: online until a query or mutation fails because the backend
// cannot be reached, then offline with a background probe that backs off (1 s, 2 s, 5 s, 10 s,
// then every 30 s). The first successful answer — from the probe or any request — brings the
// organisation back online, and `onReconnect` lets the owner refetch. Plain TypeScript with a
// subscribe/getSnapshot pair so React reads it through useSyncExternalStore.

export const PROBE_BACKOFF_MS = [1000, 2000, 5000, 10_000, 30_000] as const;

export interface ConnectivityState {
  offline: boolean;
  /** When the organisation went offline (ms since epoch). */
  since: number | null;
  /** Why, in a few words ("the server cannot be reached"). */
  reason: string | null;
  /** Probe attempts since going offline. */
  attempts: number;
}

export interface ConnectivityOptions {
  /** Resolves true when the backend answered (any HTTP answer), false when it is unreachable. */
  probe: () => Promise<boolean>;
  onReconnect?: () => void;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface Connectivity {
  getSnapshot: () => ConnectivityState;
  subscribe: (listener: () => void) => () => void;
  reportFailure: (reason: string) => void;
  reportSuccess: () => void;
  /** Starts probing again if offline (a screen for this org is shown). */
  resume: () => void;
  /** Stops the probe timer (no screen for this org is shown); state is kept. */
  pause: () => void;
  /** Probes at once (the banner's Retry) instead of waiting for the next backoff step. */
  retryNow: () => Promise<void>;
}

const ONLINE: ConnectivityState = { offline: false, since: null, reason: null, attempts: 0 };

/** The wait before the next probe after `attempts` failed ones: the backoff's step, then its last. */
export function probeDelay(attempts: number): number {
  return PROBE_BACKOFF_MS[Math.min(attempts, PROBE_BACKOFF_MS.length - 1)] ?? 30_000;
}

/** Whether the backend answered the probe; a probe that throws counts as unreachable. */
async function answers(probe: () => Promise<boolean>): Promise<boolean> {
  try {
    return await probe();
  } catch {
    return false;
  }
}

export function createConnectivity(options: ConnectivityOptions): Connectivity {
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((run, ms) => window.setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((handle) => window.clearTimeout(handle as number));
  const listeners = new Set<() => void>();
  let state: ConnectivityState = ONLINE;
  let timer: unknown = null;
  let active = true;
  let probing = false;

  function set(next: ConnectivityState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  function stopTimer(): void {
    if (timer !== null) clearTimer(timer);
    timer = null;
  }

  function schedule(): void {
    stopTimer();
    if (!active || !state.offline) return;
    timer = setTimer(() => {
      timer = null;
      void runProbe();
    }, probeDelay(state.attempts));
  }

  async function runProbe(): Promise<void> {
    if (probing || !state.offline) return;
    probing = true;
    const reachable = await answers(options.probe);
    probing = false;
    if (!state.offline) return; // a request already brought us back
    if (reachable) {
      reportSuccess();
      return;
    }
    set({ ...state, attempts: state.attempts + 1 });
    schedule();
  }

  function reportSuccess(): void {
    if (!state.offline) return;
    stopTimer();
    set(ONLINE);
    options.onReconnect?.();
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportFailure(reason) {
      if (state.offline) return;
      set({ offline: true, since: now(), reason, attempts: 0 });
      schedule();
    },
    reportSuccess,
    resume() {
      active = true;
      if (state.offline && timer === null) schedule();
    },
    pause() {
      active = false;
      stopTimer();
    },
    async retryNow() {
      if (!state.offline || probing) return;
      stopTimer();
      await runProbe();
    },
  };
}
