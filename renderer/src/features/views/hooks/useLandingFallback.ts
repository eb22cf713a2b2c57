// Where `/` leads without a dashboard view (spec 4-views §2.2): the first area the user may read,
// in the web console's order (health, incidents, catalog, playbooks); null when none.
import { useFeature } from '../../../lib/feature-flags/FeatureFlagsProvider.tsx';
import { useCan } from '../../../lib/permissions/PermissionsProvider.tsx';
import { paths } from '../../../lib/routing/paths.ts';

export function useLandingFallback(): string | null {
  const areas = [
    { to: paths.health(), on: useFeature('health'), read: useCan('read', 'canaries') },
    { to: paths.incidents(), on: useFeature('incidents'), read: useCan('read', 'incident') },
    { to: paths.catalog(), on: useFeature('config'), read: useCan('read', 'database') },
    { to: paths.playbooks(), on: useFeature('playbooks'), read: useCan('read', 'playbooks') },
  ];
  return areas.find((area) => area.on && area.read)?.to ?? null;
}
