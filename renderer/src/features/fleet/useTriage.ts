// The inbox's triage marks on this device (triage.ts), the rows with their status, and the row
// actions that set them: Acknowledge (a), Snooze 1 h (s), 4 h, 1 day, until it changes, and back
// to the inbox (u); and 'Assign to me' on an incident where the user may add responders. Statuses are re-read once a minute, so a snooze ends within a minute of its time.
import { useMemo } from 'react';
import { addResponder } from '../../api/services/incident-responders.ts';
import { invalidateIncidents } from '../../api/services/incidents.ts';
import { showToast } from '../../components/toaster/toaster.ts';
import { queryClientFor } from '../../session/org-context.tsx';
import type { ListRowAction } from '../../components/resource-list/row-actions.ts';
import { useLocalPreference } from '../../lib/hooks/useLocalPreference.ts';
import type { OrgFeed } from './fleet-feeds.ts';
import type { FleetItem } from './fleet-model.ts';
import {
  TRIAGE_ACTIONS,
  applyTriage,
  parseMarks,
  triageStatus,
  type TriageAction,
} from './triage.ts';

const KEY = 'fleet.triage';

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
  const feedIn = (orgId: string) => feeds.find((feed) => feed.org.id === orgId);
  const personIn = (orgId: string) => feedIn(orgId)?.personId ?? null;
  // The page renders every second with new feeds: the rows are made again only when the items,
  // the marks, who is signed in where or the minute change (a new list is sorted again).
  const signedIn = JSON.stringify(feeds.map((f) => [f.org.id, f.personId]));
  const minute = Math.floor(now / 60_000);
  const triaged = useMemo(() => {
    if (Object.keys(marks).length === 0) return items;
    const people = new Map(JSON.parse(signedIn) as [string, string | null][]);
    return items.map((item) => {
      const triage = triageStatus(item, marks, people.get(item.orgId) ?? null, minute * 60_000);
      return triage === 'open' ? item : { ...item, triage };
    });
  }, [items, marks, signedIn, minute]);
  const act = (item: FleetItem, action: TriageAction) =>
    setRaw(JSON.stringify(applyTriage(marks, item, personIn(item.orgId), action, now)));
  const responder = (orgId: string) => (feedIn(orgId)?.canRespond ? personIn(orgId) : null);
  const rowActions: ListRowAction<FleetItem>[] = [
    // Each action where it changes something: not Acknowledge on an acknowledged item.
    ...Object.entries(TRIAGE_ACTIONS).map(([action, { text, shortcut, icon, sets }]) => ({
      id: `triage-${action}`,
      text,
      shortcut,
      icon,
      when: (item: FleetItem) => (item.triage ?? 'open') !== sets,
      run: (item: FleetItem) => act(item, action as TriageAction),
    })),
    {
      id: 'assign-to-me',
      text: 'Assign to me',
      icon: 'person',
      when: (item: FleetItem) => item.kind === 'incident' && Boolean(responder(item.orgId)),
      run: (item: FleetItem) => void assignToMe(item, responder(item.orgId) ?? ''),
    },
  ];
  return { items: triaged, rowActions };
}
