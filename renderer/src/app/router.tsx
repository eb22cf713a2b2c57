// The route tree (React Router 7 data router). `/error` stands alone; everything else sits in the
// organisation frame (org registry, current org, sign-in gate). The standalone topology view
// skips the console chrome and does not wait for feature flags; all other routes render in the
// console shell, each behind its feature flags and resource permission (the features' manifests,
// collected in routing/route-table.ts).
import { createBrowserRouter, useLocation, type RouteObject } from 'react-router';
import { Redirect } from '../components/redirect/Redirect.tsx';
import { paths } from '../lib/routing/paths.ts';
import { ErrorPage } from './pages/ErrorPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RouteErrorPage } from './pages/RouteErrorPage.tsx';
import { GuardedRoute } from './routing/GuardedRoute.tsx';
import { ALL_ROUTES, type ScreenRoute } from './routing/route-table.ts';
import { screenFor } from './routing/screens.ts';
import { ConsoleLayout } from './shell/ConsoleLayout.tsx';
import { OrgFrame } from './shell/OrgFrame.tsx';
import { StandaloneLayout } from './shell/StandaloneLayout.tsx';
import { SHELL } from './routing/shell-registry.ts';

/** `/configs?x=1` → `/catalog?x=1`: the redirect keeps the query string. */
function RedirectKeepingSearch({ to }: { to: string }) {
  const { search } = useLocation();
  return <Redirect to={`${to}${search}`} />;
}

const toRoute = (route: ScreenRoute): RouteObject => ({
  path: route.path,
  element: <GuardedRoute route={route} screen={screenFor(route.load)} />,
  handle: { title: route.title },
});

export const routes: RouteObject[] = [
  { path: '/error', element: <ErrorPage /> },
  {
    element: <OrgFrame />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <StandaloneLayout />,
        children: [...ALL_ROUTES.filter((route) => route.layout === 'standalone').map(toRoute)],
      },
      {
        element: <ConsoleLayout />,
        children: [
          { path: '/configs', element: <RedirectKeepingSearch to={paths.catalog()} /> },
          { path: '/organizations/orgs-switched', element: <Redirect to={paths.root()} /> },
          // Signed in already (the gate shows the sign-in form otherwise): go where asked.
          { path: '/login', element: <SHELL.LoginRedirect /> },
          ...ALL_ROUTES.filter((route) => route.layout !== 'standalone').map(toRoute),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
