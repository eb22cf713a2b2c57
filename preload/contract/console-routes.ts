// The console's route paths (React Router syntax), one list shared by the renderer and main.
// CONSOLE_PATHS is derived from the feature manifests by `scripts/console-routes.ts` (main cannot
// load the manifests: their pages are React); renderer/src/app/routing/deep-link-routes.test.ts
// fails while it is out of date. Main takes the deep-link routes from it (deep-links.ts). A path
// a link must never open is listed in UNLINKABLE_PATHS, with the reason.
import { CONSOLE_PATHS } from './console-routes.generated.ts';

export { CONSOLE_PATHS };

/**
 * Paths a deep link never opens: `/open` itself (a link never opens a link) and the built-in
 * identity's flow pages (a link never starts or replays a sign-in, recovery or registration).
 */
export const UNLINKABLE_PATHS: Readonly<Record<string, string>> = {
  '/open': 'the link page itself',
  '/flow-error': 'an identity flow page',
  '/recovery': 'an identity flow page',
  '/registration': 'an identity flow page',
  '/verification': 'an identity flow page',
};

/** Where the route table and this list differ: paths it declares that are not here, and the reverse. */
export function routeListDifferences(tablePaths: readonly string[]): {
  missing: string[];
  extra: string[];
} {
  const table = new Set(tablePaths);
  const listed = new Set(CONSOLE_PATHS);
  return {
    missing: tablePaths.filter((path) => !listed.has(path)),
    extra: CONSOLE_PATHS.filter((path) => !table.has(path)),
  };
}
