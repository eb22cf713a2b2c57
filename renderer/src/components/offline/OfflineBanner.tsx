// The banner of an organisation that cannot be reached: "Offline — showing data from 14:02
// (3 h ago)", where the time is the NEWEST data held for the org (the last moment the backend
// answered anything); panels older than their own refresh interval add "as of …" (AsOf.tsx).
// It names why (refused, timed out, certificate…) and offers Retry, which probes at once, and
// 'Diagnose connection' (the shell's connection doctor) when the shell passes it. Also
// says once when the offline cache had to be discarded at start-up, and why.
import { useEffect, useState } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { useRunning } from '../../lib/hooks/useRunning.ts';
import { offlineBannerText } from '../../session/offline/format-age.ts';
import {
  useCacheRestore,
  useConnectivity,
  useRetryConnection,
} from '../../session/offline/hooks.ts';
import { ConsoleBanner } from './ConsoleBanner.tsx';
import './Offline.css';

export function OfflineBanner({ onDiagnose }: { onDiagnose?: () => void }) {
  const { offline, reason } = useConnectivity();
  const retry = useRetryConnection();
  const retrying = useRunning();
  const restore = useCacheRestore();
  const [dismissed, setDismissed] = useState(false);
  const discarded = restore?.status === 'discarded' && !dismissed ? restore.reason : null;
  useEffect(() => {
    if (offline) performance.mark('offline:banner');
  }, [offline]);
  if (!offline && !discarded) return null;
  return (
    <div data-testid="offline-banner">
      {offline && (
        <ConsoleBanner
          intent="warning"
          icon="offline"
          text={offlineBannerText}
          reason={reason}
          actions={[
            {
              text: 'Retry',
              loading: retrying.running,
              onClick: () => retrying.run(retry),
            },
            onDiagnose && { text: 'Diagnose connection', icon: 'pulse', onClick: onDiagnose },
          ]}
        />
      )}
      {discarded && (
        <Callout className="mcd-offline-banner" intent="primary" icon="info-sign" compact>
          <span className="mcd-offline-banner-text" role="status">
            The offline cache was discarded: {discarded}.
          </span>
          <Button
            variant="minimal"
            size="small"
            icon="cross"
            aria-label="Dismiss"
            onClick={() => setDismissed(true)}
          />
        </Callout>
      )}
    </div>
  );
}
