// The router's error element: a render or loader error anywhere below the org frame.
import { NonIdealState } from '@blueprintjs/core';
import { useRouteError } from 'react-router';
import { CRASH_TEXT } from './error-texts.ts';

export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <main className="mcd-full-page">
      <NonIdealState
        icon="error"
        title={CRASH_TEXT}
        description={error instanceof Error ? error.message : undefined}
        action={
          <a href="/" onClick={() => window.location.assign('/')}>
            Reload the console
          </a>
        }
      />
    </main>
  );
}
