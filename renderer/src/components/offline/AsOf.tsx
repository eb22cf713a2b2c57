// "as of 14:02" beside a panel whose data is older than its refresh interval (typically while
// offline, or after a restore from cache). Renders nothing while the data is fresh. A panel
// without an auto-refresh of its own (no `refreshIntervalMs`) is only marked while its
// organisation is offline, once its data is older than the default stale time: online, it is
// refetched whenever it is shown.
import { useConnectivity } from '../../session/offline/hooks.ts';
import { useNow } from '../relative-time/useNow.ts';
import { asOfText } from '../../session/offline/format-age.ts';
import './Offline.css';

/** The org QueryClient's default staleTime (org-context.tsx). */
export const DEFAULT_PANEL_REFRESH_MS = 30_000;
const ONLINE_GRACE_MS = 10_000;

export function AsOf(props: { dataUpdatedAt: number | undefined; refreshIntervalMs?: number }) {
  const { offline } = useConnectivity();
  // Re-read often enough that the mark appears close to the moment the data turns old.
  const now = useNow(5_000);
  const own = props.refreshIntervalMs;
  // Online, an auto-refreshed panel gets a grace period: its next answer may be on its way.
  const interval = offline
    ? (own ?? DEFAULT_PANEL_REFRESH_MS)
    : own === undefined
      ? undefined
      : own + ONLINE_GRACE_MS;
  if (interval === undefined || !props.dataUpdatedAt) return null;
  const text = asOfText(props.dataUpdatedAt, interval, now.getTime());
  return text ? (
    <span className="mcd-as-of" data-testid="as-of">
      {text}
    </span>
  ) : null;
}
