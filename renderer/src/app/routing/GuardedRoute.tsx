// Renders one console route: checks its feature flags and permission (a route may derive its
// guard from the URL, as `/settings/{table}` does), then the screen's lazily loaded page.
import { Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { useAccess } from '../providers/access-context.ts';
import { FeatureDisabledPage } from '../pages/FeatureDisabledPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { UnauthorizedPage } from '../pages/UnauthorizedPage.tsx';
import { PageSkeleton } from '../../components/shell-chrome/PageSkeleton.tsx';
import { routeAccess, type ScreenRoute } from './route-table.ts';

/** `screen` is the route's screen component (routing/screens.ts `screenFor`), made once per loader. */
export function GuardedRoute({
  route,
  screen: Screen,
}: {
  route: ScreenRoute;
  screen: ComponentType;
}) {
  const params = useParams();
  const { isEnabled, can } = useAccess();
  const guard = route.guardFor ? route.guardFor(params) : route;
  if (!guard) return <NotFoundPage />;
  const access = routeAccess(guard, isEnabled, can);
  if (access.kind === 'disabled') return <FeatureDisabledPage feature={access.feature} />;
  if (access.kind === 'unauthorized') return <UnauthorizedPage />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Screen />
    </Suspense>
  );
}
