// Chrome-less layout for `/view/topology/{id}` (embedding): no sidebar or top bar, and it does
// not wait for feature flags.
import { Outlet } from 'react-router';
import { OrgAccessProviders } from '../providers/OrgAccessProviders.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { PageSkeleton } from '../../components/shell-chrome/PageSkeleton.tsx';

export function StandaloneLayout() {
  return (
    <OrgAccessProviders waitForFlags={false} fallback={<PageSkeleton />}>
      <main className="mcd-standalone">
        <ErrorBoundary>
          <Outlet />
        </ErrorBoundary>
      </main>
    </OrgAccessProviders>
  );
}
