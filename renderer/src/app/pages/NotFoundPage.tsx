// Any path the console does not know.
import { NonIdealState } from '@blueprintjs/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/routing/paths.ts';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <NonIdealState
      className="mcd-page-state"
      icon="search"
      title="Page not found"
      description={`There is no page at ${pathname}.`}
      action={<Link to={paths.root()}>Go to the start page</Link>}
    />
  );
}
