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
import { EditDialog } from '../../../components/modal/EditDialog.tsx';
import { DialogList } from '../../../components/resource-list/DialogList.tsx';
import { sortedByName, sortedColumn } from '../../../components/resource-list/client-list.ts';
import { toggled } from '../../../lib/data/toggled.ts';
import { clientSource } from '../../../components/resource-list/fetch-source.ts';
import type { ResourceListDefinition } from '../../../components/resource-list/resource-definition.ts';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { useFormState } from '../../../lib/form/useFormState.ts';

/** Nothing to check: Save waits for a choice instead. */
const NO_ERRORS = () => ({});

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
  const remove = useMutationWithToast({
    mutationFn: (person: TeamPerson) => removeTeamMember(orgId, teamId, person.id),
    success: (_, person) => `${person.name} removed from team successfully`,
    invalidate: (client) => invalidateTeamMembers(client, teamId),
  });
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
            confirm: (person) => ({
              guard: {
                action: 'delete',
                target: `${person.name} from the team`,
                question: `Remove ${person.name} from the team?`,
                confirmText: 'Remove user',
              },
            }),
            run: (person) => remove.mutate(person),
          },
        ]}
        dialog={(_, close) => <AddMembersDialog teamId={teamId} onClose={close} />}
      />
    </div>
  );
}

function AddMembersDialog({ teamId, onClose }: { teamId: string; onClose: () => void }) {
  const orgId = useOrgId();
  const people = useQuery(peopleQuery(orgId));
  const members = useQuery(teamMembersQuery(orgId, teamId)).data ?? [];
  const [search, setSearch] = useState('');
  const form = useFormState<{ chosen: ReadonlySet<string> }>({ chosen: new Set() }, NO_ERRORS);
  const { chosen } = form.values;
  const inTeam = new Set(members.map((m) => m.id));
  const needle = search.trim().toLowerCase();
  const candidates = (people.data ?? []).filter(
    (p) =>
      !inTeam.has(p.id) &&
      (needle === '' || `${p.name} ${p.email ?? ''}`.toLowerCase().includes(needle)),
  );
  const names = (ids: ReadonlySet<string>) =>
    (people.data ?? []).filter((p) => ids.has(p.id)).map((p) => p.name);
  const add = useMutationWithToast({
    mutationFn: (values: typeof form.values) => addTeamMembers(orgId, teamId, [...values.chosen]),
    success: (_, values) => `${names(values.chosen).join(', ')} added to the team successfully`,
    invalidate: (client) => invalidateTeamMembers(client, teamId),
  });
  return (
    <EditDialog
      size="small"
      title="Add users to the team"
      writable
      form={form}
      save={add}
      saveDisabled={chosen.size === 0}
      onClose={onClose}
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
              onChange={() => form.set('chosen', toggled(chosen, person.id))}
            />
          ))}
        </div>
      )}
    </EditDialog>
  );
}
