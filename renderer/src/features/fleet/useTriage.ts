// The inbox's triage marks on this device (triage.ts), the rows with their status, and the row
// actions that set them: Acknowledge (a), Snooze 1 h (s), 4 h, 1 day, until it changes, and back
// to the inbox (u); and 'Assign to me' on an incident where the user may add responders. Statuses are re-read once a minute, so a snooze ends within a minute of its time.
import { useCallback, useMemo } from 'react';
import { addResponder } from '../../api/services/incident-responders.ts';
import { invalidateIncidents } from '../../api/services/incidents.ts';
import { showToast } from '../../components/toaster/toaster.ts';
import { queryClientFor } from '../../session/org-context.tsx';
import type { ListRowAction } from '../../components/resource-list/row-actions.ts';
import { useLocalPreference } from '../../lib/hooks/useLocalPreference.ts';
import type { OrgFeed } from './fleet-feeds.ts';
import type { FleetItem } from './fleet-model.ts';
import { TRIAGE_TEXT, applyTriage, parseMarks, triageStatus, type TriageAction } from './triage.ts';

const KEY = 'fleet.triage';

const ACTIONS: readonly {
  action: TriageAction;
  icon: ListRowAction<FleetItem>['icon'];
  shortcut?: string;
  when: (item: FleetItem) => boolean;
}[] = [
  { action: 'acknowledge', icon: 'tick', shortcut: 'a', when: (i) => i.triage !== 'acknowledged' },
  { action: '1h', icon: 'time', shortcut: 's', when: (i) => i.triage !== 'snoozed' },
  { action: '4h', icon: 'time', when: (i) => i.triage !== 'snoozed' },
  { action: '1d', icon: 'time', when: (i) => i.triage !== 'snoozed' },
  { action: 'change', icon: 'time', when: (i) => i.triage !== 'snoozed' },
  { action: 'reopen', icon: 'undo', shortcut: 'u', when: (i) => (i.triage ?? 'open') !== 'open' },
];

/** 'Assign to me' on an incident: the signed-in person added as its responder, in its organisation. */
async function assignToMe(item: FleetItem, personId: string): Promise<void> {
  const properties = { responderType: 'person', person: personId };
  try {
    await addResponder(item.orgId, {
      incident_id: item.id,
      created_by: personId,
      type: 'person',
      person_id: personId,
      properties,
    });
    await invalidateIncidents(queryClientFor(item.orgId));
    await showToast(`You are now a responder to ${item.title}`, 'success');
  } catch (error) {
    await showToast(`Could not assign ${item.title}: ${(error as Error).message}`, 'danger');
  }
}

export function useTriage(feeds: readonly OrgFeed[], items: readonly FleetItem[], now: number) {
  const [raw, setRaw] = useLocalPreference<string>(
    KEY,
    (r) => r ?? '',
    (v) => v || null,
  );
  const marks = useMemo(() => parseMarks(raw), [raw]);
  // Changes only when someone signs in or out somewhere.
  const signedIn = feeds.map((feed) => `${feed.org.id}=${feed.personId ?? ''}`).join('\n');
  const people = useMemo(
    () => new Map(signedIn.split('\n').map((pair) => pair.split('=', 2) as [string, string])),
    [signedIn],
  );
  const minute = Math.floor(now / 60_000);
  const triaged = useMemo(() => {
    if (Object.keys(marks).length === 0) return items;
    const at = minute * 60_000;
    return items.map((item) => {
      const triage = triageStatus(item, marks, people.get(item.orgId) || null, at);
      return triage === 'open' ? item : { ...item, triage };
    });
  }, [items, marks, people, minute]);
  const act = useCallback(
    (item: FleetItem, action: TriageAction) =>
      setRaw(
        JSON.stringify(
          applyTriage(marks, item, people.get(item.orgId) || null, action, Date.now()),
        ),
      ),
    [marks, people, setRaw],
  );
  const responders = useMemo(
    () => new Map(feeds.map((feed) => [feed.org.id, feed.canRespond ? feed.personId : null])),
    [feeds],
  );
  const rowActions = useMemo<ListRowAction<FleetItem>[]>(
    () => [
      ...ACTIONS.map(({ action, icon, shortcut, when }) => ({
        id: `triage-${action}`,
        text: TRIAGE_TEXT[action],
        icon,
        shortcut,
        when,
        run: (item: FleetItem) => act(item, action),
      })),
      {
        id: 'assign-to-me',
        text: 'Assign to me',
        icon: 'person',
        when: (item: FleetItem) => item.kind === 'incident' && Boolean(responders.get(item.orgId)),
        run: (item: FleetItem) => void assignToMe(item, responders.get(item.orgId) ?? ''),
      },
    ],
    [act, responders],
  );
  return { items: triaged, rowActions };
}
