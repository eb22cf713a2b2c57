// The team page's members panel (spec 3 §2.8): the members with a menu to remove each, 'Add
// Members' opening 'Add users to the team' (a searchable multi-select of people not in the team
// yet), the empty state, and the spec's toasts.
import { useState } from 'react';
import { Checkbox, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import {
  addTeamMembers,
  invalidateTeamMembers,
  peopleQuery,
  removeTeamMember,
  teamMembersQuery,
  type TeamPerson,
} from '../../../api/services/teams.ts';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import { useOrgId } from '../../../session/org-context.tsx';
import { Avatar } from '../../../components/avatar/Avatar.tsx';
import { EditDialogFooter } from '../../../components/modal/EditDialogFooter.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { MoreMenu } from '../../../components/action/MoreMenu.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { useGuardedAction } from '../../../components/guard/useGuardedAction.tsx';

export function TeamMembers({ teamId, canWrite }: { teamId: string; canWrite: boolean }) {
  const orgId = useOrgId();
  const members = useQuery(teamMembersQuery(orgId, teamId));
  const [adding, setAdding] = useState(false);
  const removeGuard = useGuardedAction();
  const remove = useMutationWithToast({
    mutationFn: (person: TeamPerson) => removeTeamMember(orgId, teamId, person.id),
    success: (_, person) => `${person.name} removed from team successfully`,
    invalidate: (client) => invalidateTeamMembers(client, teamId),
  });
  const addButton = canWrite && (
    <GuardedButton icon="plus" text="Add Members" onClick={() => setAdding(true)} />
  );
  if (members.isPending) return <Spinner size={24} />;
  if (members.isError) return <QueryError error={members.error} what="the team's members" />;
  return (
    <div className="mcd-team-members">
      {members.data.length === 0 ? (
        <NonIdealState
          icon="people"
          title="Add team members"
          description="You haven't added any team members to the team yet."
          action={addButton || undefined}
        />
      ) : (
        <>
          <div className="mcd-team-members-head">{addButton}</div>
          <ul className="mcd-team-member-list" aria-label="Team members">
            {members.data.map((person) => (
              <li key={person.id}>
                <Avatar person={person} size={28} />
                <span className="mcd-team-member-name">{person.name}</span>
                <span className="mcd-team-member-email">{person.email}</span>
                {canWrite && (
                  <MoreMenu
                    label={`Actions for ${person.name}`}
                    actions={[
                      {
                        id: 'remove',
                        icon: 'remove',
                        intent: 'danger',
                        text: 'Remove user',
                        onClick: () =>
                          removeGuard.guard(
                            {
                              action: 'delete',
                              target: `${person.name} from the team`,
                              question: `Remove ${person.name} from the team?`,
                              confirmText: 'Remove user',
                            },
                            () => remove.mutate(person),
                          ),
                      },
                    ]}
                  />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {adding && (
        <AddMembersDialog teamId={teamId} members={members.data} onClose={() => setAdding(false)} />
      )}
      {removeGuard.dialog}
    </div>
  );
}

function AddMembersDialog(props: {
  teamId: string;
  members: readonly TeamPerson[];
  onClose: () => void;
}) {
  const { teamId, members, onClose } = props;
  const orgId = useOrgId();
  const people = useQuery(peopleQuery(orgId));
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
  const toggle = (id: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
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
              onChange={() => toggle(person.id)}
            />
          ))}
        </div>
      )}
    </Modal>
  );
}
