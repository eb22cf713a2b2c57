// The landing page at `/` (spec 4-views §2.2): the dashboard view in place when the server names
// one and the user may read views; otherwise a redirect to the first area the user may read; the
// welcome page when there is none.
import { Redirect } from '../../../components/redirect/Redirect.tsx';
import { NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';

import { dashboardQuery } from '../../../api/services/views.ts';
import { PageSkeleton } from '../../../components/shell-chrome/PageSkeleton.tsx';
import { useFeature } from '../../../lib/feature-flags/FeatureFlagsProvider.tsx';
import { useCan } from '../../../lib/permissions/PermissionsProvider.tsx';
import { useOrgId } from '../../../session/org-context.tsx';
import { ViewScreen } from '../components/ViewScreen.tsx';
import { useLandingFallback } from '../hooks/useLandingFallback.ts';

export const WELCOME_TITLE = 'Welcome to Mission Control';

function Welcome() {
  return (
    <NonIdealState
      icon="hand"
      title={WELCOME_TITLE}
      description="You do not have access to any page yet. Ask an administrator to grant you access; this page updates automatically once they do."
    />
  );
}

export function LandingPage() {
  const viewsOn = useFeature('views');
  const readViews = useCan('read', 'views');
  const mayReadViews = viewsOn && readViews;
  const dashboard = useQuery({ ...dashboardQuery(useOrgId()), enabled: mayReadViews });
  const fallback = useLandingFallback();
  if (mayReadViews && dashboard.isPending) return <PageSkeleton label="Loading the dashboard" />;
  if (mayReadViews && dashboard.data)
    return <ViewScreen key={dashboard.data.id} id={dashboard.data.id} seed={dashboard.data} />;
  if (fallback) return <Redirect to={fallback} />;
  return <Welcome />;
}
