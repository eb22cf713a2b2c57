// What to do when the renderer process dies: reload once, but if it keeps dying (a crash loop,
// e.g. a bad build or a page that exhausts memory on load) stop and show a static error page
// instead of spinning forever. Pure, with the clock passed in.
export type RendererGoneReason =
  | 'clean-exit'
  | 'abnormal-exit'
  | 'killed'
  | 'crashed'
  | 'oom'
  | 'launch-failed'
  | 'integrity-failure'
  | 'memory-eviction';

export type CrashAction = 'ignore' | 'reload' | 'error-page';

export interface CrashPolicy {
  onRendererGone(reason: RendererGoneReason): CrashAction;
}

export function createCrashPolicy(
  options: {
    /** Reloads allowed inside the window before we give up. */
    maxReloads?: number;
    windowMs?: number;
    now?: () => number;
  } = {},
): CrashPolicy {
  const maxReloads = options.maxReloads ?? 1;
  const windowMs = options.windowMs ?? 60_000;
  const now = options.now ?? Date.now;
  let recent: number[] = [];
  return {
    onRendererGone(reason) {
      // A clean exit happens on normal shutdown and is not a crash.
      if (reason === 'clean-exit') return 'ignore';
      // A binary whose integrity check failed will fail again: reloading cannot help.
      if (reason === 'integrity-failure' || reason === 'launch-failed') return 'error-page';
      const t = now();
      recent = recent.filter((at) => t - at < windowMs);
      if (recent.length >= maxReloads) return 'error-page';
      recent.push(t);
      return 'reload';
    },
  };
}

export function crashPageHtml(reason: string): string {
  const safe = reason.replace(/[^a-z-]/g, '');
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; style-src \'unsafe-inline\'">',
    '<title>Mission Control Desktop</title>',
    '<style>body{font:14px system-ui,sans-serif;background:#1c2127;color:#f6f7f9;padding:48px}</style>',
    '</head><body><h1>The window stopped working</h1>',
    `<p>The console crashed repeatedly (${safe}). Restart the application; if this keeps happening, `,
    'the application log has the details.</p></body></html>',
  ].join('');
}
