// One organisation's state on a cross-organisation page as a tag: the feed vocabulary's label and
// intent (an offline icon when it cannot be reached), and the page's own words for "absent".
import { Icon } from '@blueprintjs/core';
import { Tag } from '../tag/Tag.tsx';
import { FEED_STATUS } from '../../lib/vocabulary/feed-status.ts';
import { intentOf, labelOf } from '../../lib/vocabulary/vocabulary.ts';
import type { AcrossStatus } from './across-state.ts';

/** The state in words; `absent` names what the organisation lacks ("No such subject"). */
export const acrossStatusLabel = (status: AcrossStatus, absent: string): string =>
  status === 'absent' ? absent : labelOf(FEED_STATUS, status);

export function AcrossStatusTag({ status, absent }: { status: AcrossStatus; absent: string }) {
  return (
    <Tag minimal round intent={status === 'absent' ? 'none' : intentOf(FEED_STATUS, status)}>
      {status === 'offline' && <Icon icon="offline" size={12} />}{' '}
      {acrossStatusLabel(status, absent)}
    </Tag>
  );
}
