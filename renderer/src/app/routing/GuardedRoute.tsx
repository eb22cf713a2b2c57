// Renders one console route: checks its feature flags and permission (guards), then the screen's
// lazily loaded page. `/settings/{table}` takes its guard from the table in the URL.
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { useAccess } from '../providers/access-context.ts';
import { FeatureDisabledPage } from '../pages/FeatureDisabledPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { UnauthorizedPage } from '../pages/UnauthorizedPage.tsx';
import { PageSkeleton } from '../shell/PageSkeleton.tsx';
import { guardForSettingsTable, routeAccess, type RouteSpec } from './route-table.ts';
import { SCREEN_COMPONENTS } from './screens.ts';

export function GuardedRoute({ spec }: { spec: RouteSpec }) {
  const params = useParams();
  const { isEnabled, can } = useAccess();
  const isTable = spec.screen === 'settings-resource' || spec.screen === 'settings-resource-item';
  const guard = isTable ? guardForSettingsTable(params.table) : spec;
  if (!guard) return <NotFoundPage />;
  const access = routeAccess(guard, isEnabled, can);
  if (access.kind === 'disabled') return <FeatureDisabledPage feature={access.feature} />;
  if (access.kind === 'unauthorized') return <UnauthorizedPage />;
  const Screen = SCREEN_COMPONENTS[spec.screen];
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Screen />
    </Suspense>
  );
}
