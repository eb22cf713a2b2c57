// Manage organisations: reorder (buttons, so it works from the keyboard), hide/show, edit, and
// remove with a confirmation that names what is purged. The Sandbox can be hidden, not removed.
import { Button, ButtonGroup, Callout, NonIdealState, Switch } from '@blueprintjs/core';
import { Tag } from '../../../components/tag/Tag.tsx';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Org } from '../../../../../preload/contract/orgs.ts';
import { orgsKeys, orgsListQuery, reorderOrgs, updateOrg } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { environmentLabel, moveOrg } from '../org-form.ts';
import { OrgDot } from './OrgDot.tsx';
import { RemoveOrgButton, removeOrgFromApp } from './RemoveOrgButton.tsx';

/** Reorder, hide and remove; a failure's message is `error`; the list is read again after each. */
function useOrgListActions(list: readonly Org[]) {
  const actions = useMutation(
    {
      mutationFn: (work: () => Promise<unknown>) => work(),
      onSettled: () => appQueryClient.invalidateQueries({ queryKey: orgsKeys.list() }),
    },
    appQueryClient,
  );
  const act = (work: () => Promise<unknown>) => actions.mutateAsync(work).catch(() => undefined);

  const move = (index: number, delta: number) =>
    act(async () => {
      const ids = moveOrg(
        list.map((org) => org.id),
        index,
        delta,
      );
      appQueryClient.setQueryData(orgsKeys.list(), (await reorderOrgs(ids)).orgs);
    });

  // Optimistic, so the switch follows the click at once; the refetch in act() settles it.
  const toggleHidden = (org: Org) => {
    appQueryClient.setQueryData<Org[]>(orgsKeys.list(), (orgs) =>
      orgs?.map((o) => (o.id === org.id ? { ...o, hidden: !org.hidden } : o)),
    );
    return act(() => updateOrg({ id: org.id, patch: { hidden: !org.hidden } }));
  };

  const remove = (org: Org) => act(() => removeOrgFromApp(org));

  return { error: actions.error?.message ?? null, move, toggleHidden, remove };
}

interface RowProps {
  org: Org;
  index: number;
  count: number;
  actions: ReturnType<typeof useOrgListActions>;
  onEdit: (org: Org) => void;
}

const MOVES = [
  ['up', -1],
  ['down', 1],
] as const;

function OrgRow({ org, index, count, actions, onEdit }: RowProps) {
  return (
    <li className="mcd-manage-row">
      <OrgDot colour={org.colour} />
      <div className="mcd-manage-name">
        <strong>{org.name}</strong>
        <span className="mcd-muted">
          {org.kind === 'sandbox' ? 'Built-in demo data' : org.host}
        </span>
      </div>
      <Tag minimal>{environmentLabel(org)}</Tag>
      <Switch
        checked={!org.hidden}
        label="Shown"
        aria-label={`Show ${org.name} in the switcher`}
        onChange={() => void actions.toggleHidden(org)}
        className="mcd-manage-switch"
      />
      <ButtonGroup variant="minimal">
        {MOVES.map(([direction, delta]) => (
          <Button
            key={direction}
            icon={`arrow-${direction}`}
            aria-label={`Move ${org.name} ${direction}`}
            disabled={index + delta < 0 || index + delta >= count}
            onClick={() => void actions.move(index, delta)}
          />
        ))}
        <GuardedButton
          local
          icon="edit"
          aria-label={`Edit ${org.name}`}
          onClick={() => onEdit(org)}
        />
        {org.kind !== 'sandbox' && (
          <RemoveOrgButton org={org} aria-label={`Remove ${org.name}`} onRemove={actions.remove} />
        )}
      </ButtonGroup>
    </li>
  );
}

export function ManageOrgsDialog(props: { onClose: () => void; onEdit: (org: Org) => void }) {
  const orgs = useQuery(orgsListQuery(), appQueryClient);
  const list = orgs.data ?? [];
  const actions = useOrgListActions(list);

  return (
    <Modal isOpen onClose={props.onClose} title="Manage organisations" icon="office">
      {actions.error && (
        <Callout intent="danger" className="mcd-spaced">
          {actions.error}
        </Callout>
      )}
      {orgs.isPending && <p className="bp6-skeleton">Loading organisations</p>}
      {orgs.data && list.length === 0 && (
        <NonIdealState icon="office" title="No organisations yet" />
      )}
      <ul className="mcd-manage-list" aria-label="Organisations">
        {list.map((org, index) => (
          <OrgRow
            key={org.id}
            org={org}
            index={index}
            count={list.length}
            actions={actions}
            onEdit={props.onEdit}
          />
        ))}
      </ul>
    </Modal>
  );
}
