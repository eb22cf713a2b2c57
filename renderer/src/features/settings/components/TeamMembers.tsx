// The team page's members panel (spec 3 §2.8): the members as a kit list whose rows' menu removes
// each, 'Add Members' opening 'Add users to the team' (a searchable multi-select of people not in
// the team yet), the empty state, and the spec's toasts.
import { useMemo, useState } from 'react';
import { Checkbox, InputGroup, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import {
  addTeamMembers,
  invalidateTeamMembers,
  peopleQuery,
  removeTeamMember,
  teamMembersQuery,
  teamsKeys,
  type TeamPerson,
} from '../../../api/services/teams.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { Avatar } from '../../../components/avatar/Avatar.tsx';
import { EditDialogFooter } from '../../../components/modal/EditDialogFooter.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { DialogList } from '../../../components/resource-list/DialogList.tsx';
import { sortedByName, sortedColumn } from '../../../components/resource-list/client-list.ts';
import { toggled } from '../../../lib/data/toggled.ts';
import { clientSource } from '../../../components/resource-list/fetch-source.ts';
import type { ResourceListDefinition } from '../../../components/resource-list/resource-definition.ts';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { useGuardedAction } from '../../../components/guard/useGuardedAction.tsx';

const membersList = (teamId: string): ResourceListDefinition<TeamPerson> =>
  sortedByName({
    source: clientSource(
      `team-members/${teamId}`,
      ({ orgId, client }) => client.fetchQuery(teamMembersQuery(orgId, teamId)),
      teamsKeys.members(teamId),
    ),
    title: 'Team members',
    columns: [
      {
        id: 'name',
        header: 'Name',
        cell: (person) => (
          <span className="mcd-team-member-name">
            <Avatar person={person} size={20} />
            {person.name}
          </span>
        ),
        sortValue: (person) => person.name,
      },
      sortedColumn('email', 'Email', (p) => p.email ?? ''),
    ],
    emptyText: "You haven't added any team members to the team yet.",
    // The teams kind's permission: what Add Members and Remove user need.
    permission: 'database',
    getRowId: (person) => person.id,
    rowName: (person) => person.name,
  });

export function TeamMembers({ teamId }: { teamId: string }) {
  const orgId = useOrgId();
  const definition = useMemo(() => membersList(teamId), [teamId]);
  const removeGuard = useGuardedAction();
  const remove = useMutationWithToast({
    mutationFn: (person: TeamPerson) => removeTeamMember(orgId, teamId, person.id),
    success: (_, person) => `${person.name} removed from team successfully`,
    invalidate: (client) => invalidateTeamMembers(client, teamId),
  });
  const removeAction = (person: TeamPerson) =>
    removeGuard.guard(
      {
        action: 'delete',
        target: `${person.name} from the team`,
        question: `Remove ${person.name} from the team?`,
        confirmText: 'Remove user',
      },
      () => remove.mutate(person),
    );
  return (
    <div className="mcd-team-members">
      <DialogList
        definition={definition}
        paramPrefix="members"
        addText="Add Members"
        rowActions={() => [
          {
            id: 'remove',
            text: 'Remove user',
            icon: 'remove',
            intent: 'danger',
            write: true,
            run: removeAction,
          },
        ]}
        dialog={(_, close) => <AddMembersDialog teamId={teamId} onClose={close} />}
      />
      {removeGuard.dialog}
    </div>
  );
}

function AddMembersDialog({ teamId, onClose }: { teamId: string; onClose: () => void }) {
  const orgId = useOrgId();
  const people = useQuery(peopleQuery(orgId));
  const members = useQuery(teamMembersQuery(orgId, teamId)).data ?? [];
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const inTeam = new Set(members.map((m) => m.id));
  const needle = search.trim().toLowerCase();
  const candidates = (people.data ?? []).filter(
    (p) =>
      !inTeam.has(p.id) &&
      (needle === '' || `${p.name} ${p.email ?? ''}`.toLowerCase().includes(needle)),
  );
  const names = (people.data ?? []).filter((p) => chosen.has(p.id)).map((p) => p.name);
  const add = useMutationWithToast({
    mutationFn: () => addTeamMembers(orgId, teamId, [...chosen]),
    success: () => `${names.join(', ')} added to the team successfully`,
    invalidate: (client) => invalidateTeamMembers(client, teamId),
  });
  return (
    <Modal
      isOpen
      size="small"
      title="Add users to the team"
      onClose={onClose}
      footer={
        <EditDialogFooter
          writable
          saving={add.isPending}
          saveDisabled={chosen.size === 0}
          onSave={() => add.mutate(undefined, { onSuccess: onClose })}
          onCancel={onClose}
        />
      }
    >
      <InputGroup
        leftIcon="search"
        placeholder="Search people"
        aria-label="Search people"
        value={search}
        onValueChange={setSearch}
      />
      {people.isPending ? (
        <Spinner size={20} />
      ) : (
        <div className="mcd-team-candidates" role="group" aria-label="People">
          {candidates.length === 0 && <p>No options found</p>}
          {candidates.map((person) => (
            <Checkbox
              key={person.id}
              checked={chosen.has(person.id)}
              label={`${person.name}${person.email ? ` (${person.email})` : ''}`}
              onChange={() => setChosen((prev) => toggled(prev, person.id))}
            />
          ))}
        </div>
      )}
    </Modal>
  );
}
