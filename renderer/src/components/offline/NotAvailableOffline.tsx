// The empty state of a screen that has nothing cached while its organisation is offline. The
// shared QueryError renders it for a query that failed because the backend cannot be reached
// (org-offline.ts also fails shown queries that were still loading when the org went offline, so
// no screen keeps spinning); screens may render it directly too.
import { NonIdealState } from '@blueprintjs/core';

export const NOT_AVAILABLE_OFFLINE_TITLE = 'Not available offline';

export function NotAvailableOffline(props: { what?: string }) {
  return (
    <NonIdealState
      className="mcd-not-available-offline"
      icon="offline"
      title={NOT_AVAILABLE_OFFLINE_TITLE}
      description={`No copy of ${props.what ?? 'this screen'} is kept on this computer: it was not opened while the organisation could be reached. It loads once the connection is back.`}
    />
  );
}
