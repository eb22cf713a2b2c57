// The command palette's place in the shell: its shortcuts (Ctrl/Cmd+P, Ctrl/Cmd+Shift+P, the Go
// menu) and its warm-up, always there. The palette itself (CommandPalette.tsx, with its index's
// worker client) is loaded at its first opening, or when the warm-up builds its index: not with
// the start-up bundle (issue 33).
import { useEffect, useState } from 'react';
import { lazyPart } from '../../components/lazy-part/lazy-part.tsx';
import { useElapsed } from '../../lib/hooks/useElapsed.ts';
import type { ScreenSections } from './palette-screens.ts';
import { usePaletteShortcut } from './usePaletteShortcut.ts';

/** Builds the index this long after the window starts, if the palette was not opened before. */
const WARM_UP_MS = 10_000;

/**
 * Once started in this window, the palette stays mounted wherever the launcher is (a remount after
 * an organisation switch): its index follows the caches' changes for the window's life.
 */
let started = false;

const CommandPalette = lazyPart(() => import('./CommandPalette.tsx').then((m) => m.CommandPalette));

export function PaletteLauncher({ screens }: { screens: ScreenSections }) {
  const [isOpen, setOpen] = useState(false);
  const warm = useElapsed(WARM_UP_MS);
  usePaletteShortcut(() => setOpen(true));
  const [mounted, setMounted] = useState(started);
  if ((isOpen || warm) && !mounted) setMounted(true);
  useEffect(() => {
    if (mounted) started = true;
  }, [mounted]);
  if (!mounted && !isOpen && !warm) return null;
  return <CommandPalette screens={screens} isOpen={isOpen} onClose={() => setOpen(false)} />;
}
