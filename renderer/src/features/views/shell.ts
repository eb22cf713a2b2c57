// What views provide to the shell: the sidebar's view entries (the dashboard first, the others
// after the fixed items), and a view as a config item's tab (its module loaded on first use).
import { pageLoader } from '../../lib/routing/feature-manifest.ts';
import type { ShellContribution } from '../../lib/routing/shell-slots.ts';
import { useViewNav } from './hooks/useViewNav.ts';

export const shell: ShellContribution = {
  useNavExtras: useViewNav,
  ConfigViewTab: pageLoader(() => import('./components/ConfigViewTab.tsx'), 'ConfigViewTab'),
};
