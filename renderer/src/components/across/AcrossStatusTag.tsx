// One organisation's state on a cross-organisation page as a tag: the feed vocabulary's label and
// intent (an offline icon when it cannot be reached), and the page's own words for "absent"; and
// as the sentence under it saying why the organisation shows nothing live.
import { Icon } from '@blueprintjs/core';
import { Tag } from '../tag/Tag.tsx';
import { FEED_STATUS } from '../../lib/vocabulary/feed-status.ts';
import { intentOf, labelOf } from '../../lib/vocabulary/vocabulary.ts';
import type { AcrossState, AcrossStatus } from './across-state.ts';

/** The state in words; `absent` names what the organisation lacks ("No such subject"). */
export const acrossStatusLabel = (status: AcrossStatus | 'slow', absent: string): string =>
  status === 'absent' ? absent : labelOf(FEED_STATUS, status);

export function AcrossStatusTag(props: { status: AcrossStatus | 'slow'; absent: string }) {
  const { status, absent } = props;
  return (
    <Tag minimal round intent={status === 'absent' ? 'none' : intentOf(FEED_STATUS, status)}>
      {status === 'offline' && <Icon icon="offline" size={12} />}{' '}
      {acrossStatusLabel(status, absent)}
    </Tag>
  );
}

/**
 * Why an organisation shows nothing live, after its name: "Acme cannot be reached.", "Acme does
 * not let you read this view (HTTP 403)."; null while it is live, loading or slow, and when absent
 * unless `absent` words it. `what` names the thing read ("this view").
 */
export function acrossStatusNote(
  name: string,
  state: { status: AcrossStatus | 'slow'; reason: AcrossState['reason'] },
  words: { what: string; absent?: string },
): string | null {
  const says: Partial<Record<AcrossStatus | 'slow', string>> = {
    offline: 'cannot be reached',
    'signed-out': 'is signed out',
    forbidden: `does not let you read ${words.what}`,
    error: 'could not be read',
    absent: words.absent,
  };
  const text = says[state.status];
  if (!text) return null;
  const why = state.reason && state.status !== 'offline' ? ` (${state.reason})` : '';
  return `${name} ${text}${why}.`;
}
