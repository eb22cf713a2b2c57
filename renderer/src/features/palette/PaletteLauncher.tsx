// The command palette's place in the shell: its shortcuts (Ctrl/Cmd+P, Ctrl/Cmd+Shift+P, the Go
// menu) and its warm-up, always there. The palette itself (CommandPalette.tsx, with its index's
// worker client) is loaded at its first opening, or when the warm-up builds its index: not with
// the start-up bundle (issue 33). Once loaded it stays for the window's life, wherever the
// launcher is rendered again (a remount after an organisation switch): its index follows the
// caches' changes.
import { useState } from 'react';
import { lazyPart } from '../../components/lazy-part/lazy-part.tsx';
import { useElapsed } from '../../lib/hooks/useElapsed.ts';
import type { NavSections } from '../../lib/routing/feature-manifest.ts';
import { usePaletteShortcut } from './usePaletteShortcut.ts';

/** Builds the index this long after the window starts, if the palette was not opened before. */
const WARM_UP_MS = 10_000;

const CommandPalette = lazyPart(
  () => import('./CommandPalette.tsx').then((m) => m.CommandPalette),
  {
    useShown: (props) => {
      const warm = useElapsed(WARM_UP_MS);
      return props.isOpen || warm;
    },
    keepForWindow: true,
  },
);

export function PaletteLauncher({ screens }: { screens: NavSections }) {
  const [isOpen, setOpen] = useState(false);
  usePaletteShortcut(() => setOpen(true));
  return <CommandPalette screens={screens} isOpen={isOpen} onClose={() => setOpen(false)} />;
}
