// The header strip of the fleet inbox: one card per organisation with its colour band, name, state
// (live, slow, offline, signed out, error, forbidden), the age of its data when it is not fresh,
// and its rows by kind. A card toggles the organisation filter.
import { StatusTag } from '../../../components/status-tag/StatusTag.tsx';
import { dataFromText } from '../../../session/offline/format-age.ts';
import { FLEET_KINDS, KIND_INFO, type FeedState, type KindCounts } from '../fleet-model.ts';
import type { OrgFeed } from '../fleet-feeds.ts';
import { FEED_STATUS } from '../../../lib/vocabulary/feed-status.ts';
import { labelOf } from '../../../lib/vocabulary/vocabulary.ts';

/** "data from 14:02 (3 min ago)", or what there is instead. */
function dataAgeText(feed: OrgFeed, state: FeedState, now: number): string | null {
  if (state.status === 'live' || state.status === 'loading') return null;
  if (feed.dataAt === null)
    return state.status === 'slow' ? 'waiting for the first answer' : 'no data kept';
  return dataFromText(feed.dataAt, now);
}

export function OrgStrip(props: {
  feeds: readonly { feed: OrgFeed; state: FeedState }[];
  counts: Map<string, KindCounts>;
  selected: readonly string[];
  now: number;
  onToggle: (orgId: string) => void;
}) {
  const { feeds, counts, selected, now, onToggle } = props;
  return (
    <ul className="mc-fleet-strip" aria-label="Organisations">
      {feeds.map(({ feed, state }) => {
        const org = feed.org;
        const c = counts.get(org.id);
        const total = c ? FLEET_KINDS.reduce((sum, kind) => sum + c[kind], 0) : 0;
        const age = dataAgeText(feed, state, now);
        const active = selected.includes(org.id);
        return (
          <li key={org.id}>
            <button
              type="button"
              className={`mc-fleet-org${active ? ' mc-fleet-org-active' : ''}${state.stale ? ' mc-fleet-org-stale' : ''}`}
              style={{ borderLeftColor: org.colour }}
              aria-pressed={active}
              aria-label={`${org.name}: ${labelOf(FEED_STATUS, state.status)}, ${total} items`}
              data-testid={`fleet-org-${org.id}`}
              data-status={state.status}
              data-stale={state.stale ? 'true' : 'false'}
              title={state.reason ?? undefined}
              onClick={() => onToggle(org.id)}
            >
              <span className="mc-fleet-org-head">
                <span className="mc-fleet-org-name">{org.name}</span>
                <StatusTag
                  vocabulary={FEED_STATUS}
                  value={state.status}
                  round
                  withIcon
                  className="mc-fleet-org-status"
                />
              </span>
              <span className="mc-fleet-org-counts">
                {FLEET_KINDS.map((kind) => (
                  // "1 check", "2 checks"
                  <span key={kind} title={KIND_INFO[kind].plural}>
                    <strong>{c?.[kind] ?? 0}</strong> {c?.[kind] === 1 ? kind : `${kind}s`}
                  </span>
                ))}
              </span>
              {age && <span className="mc-fleet-org-age">{age}</span>}
              {state.reason && state.status !== 'live' && (
                <span className="mc-fleet-org-reason">{state.reason}</span>
              )}
              {feed.forbidden.length > 0 && state.status !== 'forbidden' && (
                <span className="mc-fleet-org-reason">
                  No permission to read{' '}
                  {feed.forbidden.map((k) => KIND_INFO[k].plural.toLowerCase()).join(', ')}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
