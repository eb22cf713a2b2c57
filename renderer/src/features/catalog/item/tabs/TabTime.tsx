// A time in a tab's table: "5 minutes ago" within a week, the date beyond, the exact time as its
// tooltip (the shared RelativeTime alone hides older values, which a change history is full of).
import { RelativeTime } from '../../../../components/relative-time/RelativeTime.tsx';
import { formatTimestamp, parseTimestamp } from '../../../../lib/format/timestamp.ts';

export function TabTime({ value }: { value: string | null | undefined }) {
  if (!parseTimestamp(value)) return null;
  return <RelativeTime value={value} fallback={formatTimestamp(value, 'YYYY-MM-DD')} />;
}
