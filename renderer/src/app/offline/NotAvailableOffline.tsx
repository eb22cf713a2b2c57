// The empty state of a screen that has nothing cached while its organisation is offline. Screens
// render it when `useOfflineGuard().offline` and their query has no data.
import { NonIdealState } from '@blueprintjs/core';

export function NotAvailableOffline(props: { what?: string }) {
  return (
    <NonIdealState
      icon="offline"
      title="Not available offline"
      description={`${props.what ?? 'This screen'} was not opened while the organisation was reachable, so no copy of it is kept. It loads once the connection is back.`}
    />
  );
}
