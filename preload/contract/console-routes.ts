// The console's route paths (React Router syntax), one list shared by the renderer and main. The
// renderer's route table (renderer/src/app/routing/route-table.ts, built from the feature
// manifests) must declare exactly these paths: renderer/src/app/routing/deep-link-routes.test.ts
// fails when a manifest's path is missing here or a path here has no screen. Main, which cannot
// load the manifests (their pages are React), takes the deep-link routes from it (deep-links.ts).
// A new screen adds its path here; one a link must never open is also listed in UNLINKABLE_PATHS,
// with the reason.

/** Every path of the route table. */
export const CONSOLE_PATHS: readonly string[] = [
  '/agents',
  '/catalog',
  '/catalog/:id',
  '/catalog/:id/:tab',
  '/catalog/changes',
  '/catalog/compare',
  '/catalog/insights',
  '/catalog/scrapers',
  '/catalog/scrapers/:id',
  '/fleet',
  '/flow-error',
  '/health',
  '/incidents',
  '/incidents/:id',
  '/logs',
  '/notifications',
  '/notifications/rules',
  '/notifications/silences',
  '/notifications/silences/add',
  '/open',
  '/playbooks',
  '/playbooks/runs',
  '/playbooks/runs/:id',
  '/profile-settings',
  '/recovery',
  '/registration',
  '/settings/:table',
  '/settings/:table/:id',
  '/settings/agents',
  '/settings/connections',
  '/settings/event-queue-status',
  '/settings/feature-flags',
  '/settings/integrations',
  '/settings/integrations/:type/:id',
  '/settings/jobs',
  '/settings/preferences',
  '/settings/teams/:id',
  '/settings/users',
  '/topology',
  '/topology/:id',
  '/verification',
  '/view/topology/:id',
];

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
