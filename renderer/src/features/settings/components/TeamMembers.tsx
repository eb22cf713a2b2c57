// The team page's members panel (spec 3 §2.8): the members as a kit list whose rows' menu removes
// each, 'Add Members' opening 'Add users to the team' (a searchable multi-select of people not in
// the team yet), the empty state, and the spec's toasts.
import { useMemo } from 'react';
import { Spinner } from '@blueprintjs/core';
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
import { personColumn } from '../../../components/resource-list/common-columns.tsx';
import { choices } from '../../../components/form-kit/field-builders.ts';
import { FormDialog } from '../../../components/form-kit/FormDialog.tsx';
import { DialogList } from '../../../components/resource-list/DialogList.tsx';
import { sortedByName, sortedColumn } from '../../../components/resource-list/client-list.ts';
import { clientSource } from '../../../components/resource-list/fetch-source.ts';
import type { ResourceListDefinition } from '../../../components/resource-list/resource-definition.ts';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { useFormState } from '../../../lib/form/useFormState.ts';

const membersList = (teamId: string): ResourceListDefinition<TeamPerson> =>
  sortedByName({
    source: clientSource(
      `team-members/${teamId}`,
      ({ orgId, client }) => client.fetchQuery(teamMembersQuery(orgId, teamId)),
      teamsKeys.members(teamId),
    ),
    title: 'Team members',
    columns: [
      { ...personColumn('name', 'Name', (person) => person), sortValue: (person) => person.name },
      sortedColumn('email', 'Email', (p) => p.email ?? ''),
    ],
    emptyText: "You haven't added any team members to the team yet.",
    // The teams kind's permission: what Add Members and Remove user need.
    permission: 'database',
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

/** 'Add users to the team': people not in it yet, searched and ticked (a kit multi-select). */
function AddMembersDialog({ teamId, onClose }: { teamId: string; onClose: () => void }) {
  const orgId = useOrgId();
  const people = useQuery(peopleQuery(orgId));
  const members = useQuery(teamMembersQuery(orgId, teamId)).data ?? [];
  const form = useFormState<{ chosen: string[] }>({ chosen: [] });
  const byId = new Map((people.data ?? []).map((p) => [p.id, p]));
  const inTeam = new Set(members.map((m) => m.id));
  const field = choices(
    'chosen',
    'People',
    [...byId.keys()].filter((id) => !inTeam.has(id)),
    {
      search: 'Search people',
      optionLabel: (id) => {
        const p = byId.get(id);
        return p ? `${p.name}${p.email ? ` (${p.email})` : ''}` : id;
      },
    },
  );
  const add = useMutationWithToast({
    mutationFn: (values: typeof form.values) => addTeamMembers(orgId, teamId, values.chosen),
    success: (_, values) =>
      `${values.chosen.map((id) => byId.get(id)?.name ?? id).join(', ')} added to the team successfully`,
    invalidate: (client) => invalidateTeamMembers(client, teamId),
  });
  return (
    <FormDialog
      size="small"
      title="Add users to the team"
      writable
      form={form}
      save={add}
      saveDisabled={form.values.chosen.length === 0}
      onClose={onClose}
      fields={people.isPending ? [] : [field]}
      idPrefix="team"
    >
      {people.isPending && <Spinner size={20} />}
    </FormDialog>
  );
}
