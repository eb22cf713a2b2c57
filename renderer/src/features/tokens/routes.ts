// Access tokens (spec 5-access §2.6): Settings > 'Tokens', behind the `agents` feature and read
// on `database`, which every role of the table has (viewers too).
import { paths } from '../../lib/routing/paths.ts';
import * as route from '../../lib/routing/feature-manifest.ts';

export const manifest = route.singleScreen(paths.settings.tokens(), {
  guard: route.guard(['agents'], 'database'),
  load: route.pageLoader(() => import('./pages/TokensPage.tsx'), 'TokensPage'),
  list: () => import('./tokens-list.tsx').then((m) => m.TOKENS_LIST),
  nav: { label: 'Tokens', icon: 'key', section: 'settings' },
});
