// Shown in place of a route whose feature flag (`<feature>.disable`) is set in this organisation.
import { NonIdealState } from '@blueprintjs/core';
import { Link } from 'react-router';
import { paths } from '../../lib/routing/paths.ts';

export function FeatureDisabledPage({ feature }: { feature: string }) {
  return (
    <NonIdealState
      className="mcd-page-state"
      icon="disable"
      title="This page is turned off"
      description={`The "${feature}" feature is disabled in this organisation.`}
      action={<Link to={paths.root()}>Go to the start page</Link>}
    />
  );
}
