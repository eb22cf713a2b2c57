// The header strip of the fleet inbox: one card per organisation (the kit's OrgCard: its colour
// band, name and state — live, slow, offline, signed out, error, forbidden), its rows by kind, and
// when it is not live why, and the age of the data it shows instead. A card toggles the
// organisation filter.
import { OrgCard, OrgCards, OrgNote, keptNote } from '../../../components/across/OrgCard.tsx';
import { counted, plural } from '../../../lib/format/count.ts';
import { FLEET_KINDS, KIND_INFO, type KindCounts } from '../fleet-model.ts';
import type { OrgFeed } from '../fleet-feeds.ts';

export function OrgStrip(props: {
  feeds: readonly OrgFeed[];
  counts: Map<string, KindCounts>;
  selected: readonly string[];
  now: number;
  onToggle: (orgId: string) => void;
}) {
  const { counts, now } = props;
  return (
    <OrgCards>
      {props.feeds.map((feed) => {
        const { org, state } = feed;
        const forbidden = feed.slice?.forbidden ?? [];
        const c = counts.get(org.id);
        const total = c ? FLEET_KINDS.reduce((sum, kind) => sum + c[kind], 0) : 0;
        const kept = feed.dataAt === null ? null : { from: 'its ', at: feed.dataAt };
        const note = keptNote(org.name, state, { what: 'its inbox' }, kept, now);
        return (
          <OrgCard
            key={org.id}
            org={org}
            state={state}
            more={counted(total, 'item')}
            testId={`fleet-org-${org.id}`}
            pressed={props.selected.includes(org.id)}
            onToggle={() => props.onToggle(org.id)}
          >
            <span className="mc-fleet-org-counts">
              {FLEET_KINDS.map((kind) => (
                // "1 check", "2 checks"
                <span key={kind} title={KIND_INFO[kind].plural}>
                  <strong>{c?.[kind] ?? 0}</strong> {plural(c?.[kind] ?? 0, kind)}
                </span>
              ))}
            </span>
            <OrgNote live>{note}</OrgNote>
            {state.status === 'offline' && <OrgNote>{state.reason}</OrgNote>}
            {forbidden.length > 0 && state.status !== 'forbidden' && (
              <OrgNote>
                No permission to read{' '}
                {forbidden.map((k) => KIND_INFO[k].plural.toLowerCase()).join(', ')}
              </OrgNote>
            )}
          </OrgCard>
        );
      })}
    </OrgCards>
  );
}
