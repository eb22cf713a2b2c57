// "as of 14:02" beside a panel whose data is older than its refresh interval (typically while
// offline, or after a restore from cache). Renders nothing while the data is fresh.
import { useNow } from '../../components/relative-time/useNow.ts';
import { asOfText } from './format-age.ts';
import './Offline.css';

export function AsOf(props: { dataUpdatedAt: number; refreshIntervalMs: number }) {
  const now = useNow(30_000);
  const text = asOfText(props.dataUpdatedAt, props.refreshIntervalMs, now.getTime());
  return text ? <span className="mcd-as-of">{text}</span> : null;
}
