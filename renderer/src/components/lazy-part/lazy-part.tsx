// A part of the window whose code is loaded the first time it is shown, not at start-up: dialogs,
// drawers and screens of the shell that most windows never open. The start-up bundle then carries
// neither their code nor the schemas and helpers only they use (issue 33: the first screen waits
// for the start-up bundle to be evaluated). Nothing shows while the part loads (a local chunk,
// some milliseconds); a part that fails to load throws to the nearest error boundary, as a screen
// does.
import { lazy, Suspense, useState, type ComponentType } from 'react';

export interface LazyPartOptions<P> {
  /**
   * A hook saying whether the part is to be shown (a dialog's `isOpen`, a store's open flag).
   * Until it first says yes, nothing is rendered and nothing is loaded; from then on the part
   * stays rendered, so it can close with its own transition. Without it the part loads when it is
   * first rendered.
   */
  useShown?: (props: P) => boolean;
  /**
   * Once shown, the part stays rendered for the window's life, wherever it is rendered again (a
   * remount after an organisation switch): for a part that keeps working while closed, as the
   * palette's index follows the caches' changes.
   */
  keepForWindow?: boolean;
}

export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: LazyPartOptions<P> = {},
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  const useShown = options.useShown ?? (() => true);
  let shownInWindow = false;
  function LazyPart(props: P) {
    const shown = useShown(props);
    const [everShown, setEverShown] = useState(shown || shownInWindow);
    if (shown && !everShown) setEverShown(true);
    // Set while rendering, not in an effect: a render that is thrown away only loads the part early.
    if (shown && options.keepForWindow === true) shownInWindow = true;
    if (!shown && !everShown) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
