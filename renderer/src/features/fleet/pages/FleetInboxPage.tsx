// /fleet, the inbox of every organisation (issue 21 item 1): unhealthy checks, open incidents,
// playbook runs waiting for approval (Approve and Reject where the user may) and the notifications
// of the last 24 h, from every organisation at once, each row tagged with its organisation. Each
// organisation is read on its own (fleet-feeds.ts): one that is slow, offline or signed out is
// marked in the header strip with the age of its data (its offline cache) and never holds back the
// others. The list is the kit's (fleet-list.tsx) over the merged rows: filters by organisation
// (the strip's cards), kind and severity in the URL; a row opens the item in its organisation.
// Triage (issue 36 item 3): acknowledge and snooze from a row's menu or its keys (a, s; j/k move,
// Enter opens), kept on this device per organisation and person (useTriage.ts); 'Show' picks what
// needs attention (the default), what was acknowledged or snoozed, or all; search; group by
// organisation or kind.
import { Callout } from '@blueprintjs/core';
import { useCurrentOrg } from '../../../session/org-context.tsx';
import { ApiError } from '../../../api/http/api-error.ts';
import { useNow } from '../../../components/relative-time/useNow.ts';
import { givenRows } from '../../../components/resource-list/given-source.ts';
import { ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import { useResourceListParams } from '../../../components/resource-list/useResourceListParams.ts';
import { decodeValueList, toggledValueList } from '../../../lib/url-state/filter-codec.ts';
import { usePaintedMark } from '../../../lib/perf/usePaintedMark.ts';
import { useFirstRowKey } from '../../../components/data-table/useFirstRowKey.ts';
import { OrgStrip } from '../components/OrgStrip.tsx';
import { useFleetFeeds } from '../fleet-feeds.ts';
import { ORG_PARAM } from '../../../components/across/org-filter.ts';
import { FLEET_FILTERS, FLEET_INBOX_LIST, FLEET_SOURCE, FleetStates } from '../fleet-list.tsx';
import { countsByOrg } from '../fleet-model.ts';
import { useTriage } from '../useTriage.ts';
import '../fleet.css';

// Every organisation answered 403 to every read: the list's forbidden state, not an empty table.
const FORBIDDEN = new ApiError({ status: 403, url: '/fleet', message: 'Forbidden' });

export function FleetInboxPage() {
  const { orgId: currentOrgId } = useCurrentOrg();
  const now = useNow(1000).getTime();
  const { orgsQuery: orgs, feeds, items } = useFleetFeeds(currentOrgId, now);
  const { params, update } = useResourceListParams(FLEET_INBOX_LIST);
  const triage = useTriage(feeds, items, now);
  useFirstRowKey('Inbox');

  // The cards count what the kind and severity filters keep, whichever organisations are picked.
  const others = { ...params.filters, [ORG_PARAM]: undefined };
  const counts = countsByOrg(givenRows(FLEET_SOURCE, FLEET_FILTERS, triage.items, others));
  const picked = decodeValueList(params.filters[ORG_PARAM]);
  const toggleOrg = (id: string) =>
    update({ filters: { [ORG_PARAM]: toggledValueList(params.filters[ORG_PARAM], id) } });

  // Rows show as soon as any organisation has some; the skeleton only until the first one settles
  // (a slow organisation is marked in its card and never holds the list back).
  const settled = feeds.some(({ state }) => state.status !== 'loading' && state.status !== 'slow');
  const allForbidden = feeds.length > 0 && feeds.every(({ state }) => state.status === 'forbidden');
  const waiting = triage.items.length === 0 && (!settled || orgs.isPending);
  // Benchmarks: every organisation's answer is on screen (tests/bench/fleet-inbox.bench.ts).
  usePaintedMark('fleet:painted', feeds.length > 0 && feeds.every((feed) => feed.slice !== null));

  const above = (
    <>
      <span className="mc-fleet-sub">
        Every organisation: unhealthy checks, open incidents, approvals and the last 24 h of
        notifications
      </span>
      {orgs.isError ? (
        <Callout intent="danger" role="alert" title="Could not load the organisations">
          {orgs.error.message}
        </Callout>
      ) : (
        <OrgStrip feeds={feeds} counts={counts} selected={picked} now={now} onToggle={toggleOrg} />
      )}
    </>
  );
  return (
    <FleetStates value={new Map(feeds.map((feed) => [feed.org.id, feed]))}>
      <ResourceList
        definition={FLEET_INBOX_LIST}
        rows={waiting ? undefined : triage.items}
        rowActions={triage.rowActions}
        error={allForbidden ? FORBIDDEN : undefined}
        above={above}
      />
    </FleetStates>
  );
}
