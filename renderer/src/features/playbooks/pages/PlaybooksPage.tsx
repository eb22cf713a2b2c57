// /playbooks (spec 3 §2.10): the playbooks as cards grouped by category ('Other' when none); run
// one from its card (resource first, then its parameters); create, edit and delete with write on
// playbooks. Playbooks managed elsewhere (a CRD) cannot be edited or deleted here.
import { useState } from 'react';
import { Button, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { Tag } from '../../../components/tag/Tag.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  deletePlaybook,
  invalidatePlaybooks,
  playbookSpecsQuery,
} from '../../../api/services/playbook-runs.ts';
import type { PlaybookSpec } from '../../../api/services/playbook-runs.types.ts';
import { AddButton, ListScreen } from '../../../components/resource-list/ListScreen.tsx';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import { useOrgId } from '../../../session/org-context.tsx';
import { paths } from '../../../lib/routing/paths.ts';
import { PlaybookPermissionsSlot, useHasPageSlot } from '../../../lib/routing/page-slots.ts';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { useCan } from '../../../lib/permissions/PermissionsProvider.tsx';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { CardRunDialog } from '../specs/CardRunDialog.tsx';
import { groupByCategory } from '../specs/playbook-form.ts';
import { PlaybookFormDialog, prefixed } from '../specs/PlaybookFormDialog.tsx';
import '../playbooks.css';

/** The dialog open: the form (a new playbook when null) or the run. */
type Open =
  | { kind: 'edit'; playbook: PlaybookSpec | null }
  | { kind: 'run' | 'permissions'; playbook: PlaybookSpec }
  | null;

/** Delete, with the spec's toasts ('Unable to delete playbook spec: …' when refused). */
function useDeletePlaybook(id: string, title: string) {
  const orgId = useOrgId();
  return useMutationWithToast({
    mutationFn: async () => {
      try {
        await deletePlaybook(orgId, id);
      } catch (error) {
        throw prefixed(error, 'Unable to delete playbook spec: ');
      }
    },
    success: `${title} deleted successfully`,
    invalidate: invalidatePlaybooks,
  });
}

/** Edit's and Delete's look: a playbook managed elsewhere (a CRD) is changed at its source. */
const editButton = (managed: string | null) =>
  ({
    resource: 'playbooks',
    small: true,
    minimal: true,
    text: '',
    disabled: managed !== null,
    disabledReason: managed ? `Managed by ${managed}; change it at its source` : '',
  }) as const;

function PlaybookCard({
  playbook,
  onOpen,
}: {
  playbook: PlaybookSpec;
  onOpen: (open: Open) => void;
}) {
  const canWrite = useCan('write', 'playbooks');
  // The permissions feature's dialog is there and the user may read rules (spec 5-access §2.4).
  const hasPermissionsDialog = useHasPageSlot('PlaybookPermissions');
  const canSeePermissions = useCan('read', 'rbac') && hasPermissionsDialog;
  const title = playbook.title || playbook.name;
  const managed = playbook.source && playbook.source !== 'UI' ? playbook.source : null;
  const button = editButton(managed);
  const remove = useDeletePlaybook(playbook.id, title);
  return (
    <Card className="mc-pb-card" role="article" aria-label={title}>
      <div className="mc-pb-card-title">
        <TypeIcon name={playbook.icon} size={20} fallback="manual" />
        <span className="mc-pb-card-title-text" title={title}>
          {title}
        </span>
        {managed && (
          <Tag minimal round>
            {managed}
          </Tag>
        )}
      </div>
      <div className="mc-pb-card-desc">{playbook.description}</div>
      {(canWrite || canSeePermissions) && (
        <div className="mc-pb-card-actions">
          {canSeePermissions && (
            <Button
              size="small"
              variant="minimal"
              icon="shield"
              aria-label={`Permissions of ${title}`}
              title="Permissions"
              onClick={() => onOpen({ kind: 'permissions', playbook })}
            />
          )}
          <GuardedButton
            {...button}
            icon="edit"
            aria-label={`Edit ${title}`}
            onClick={() => onOpen({ kind: 'edit', playbook })}
          />
          <GuardedButton
            {...button}
            icon="trash"
            aria-label={`Delete ${title}`}
            confirm={{
              title: 'Delete playbook',
              body: `Delete the playbook ${title}? Its runs stay in the history.`,
              confirmText: 'Delete',
            }}
            guard={{ action: 'delete', target: `the playbook ${title}` }}
            pending={remove.isPending}
            onClick={() => remove.mutate()}
          />
          <GuardedButton
            resource="playbooks"
            small
            intent="primary"
            icon="play"
            text="Run"
            aria-label={`Run ${title}`}
            onClick={() => onOpen({ kind: 'run', playbook })}
          />
        </div>
      )}
    </Card>
  );
}

export function PlaybooksPage() {
  const orgId = useOrgId();
  const canWrite = useCan('write', 'playbooks');
  const specs = useQuery(playbookSpecsQuery(orgId));
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <ListScreen
      title="Playbooks"
      canWrite={canWrite}
      actions={({ offline }) => (
        <AddButton
          text="Create Playbook"
          offline={offline}
          onClick={() => setOpen({ kind: 'edit', playbook: null })}
        />
      )}
      tools={
        <Link className="bp6-button bp6-minimal" to={paths.playbookRuns()}>
          Runs
        </Link>
      }
      dataUpdatedAt={specs.dataUpdatedAt}
      error={specs.isError && !specs.data ? specs.error : null}
    >
      {!specs.data ? (
        <Spinner aria-label="Loading playbooks" />
      ) : specs.data.length === 0 ? (
        <NonIdealState icon="manual" title="No playbooks" description="No resources found" />
      ) : (
        groupByCategory(specs.data).map(([category, list]) => (
          <section key={category} className="mc-pb-category" aria-label={category}>
            <h2 className="bp6-heading">{category}</h2>
            <div className="mc-pb-cards">
              {list.map((playbook) => (
                <PlaybookCard key={playbook.id} playbook={playbook} onOpen={setOpen} />
              ))}
            </div>
          </section>
        ))
      )}
      {open?.kind === 'edit' && (
        <PlaybookFormDialog orgId={orgId} playbook={open.playbook} onClose={close} />
      )}
      {open?.kind === 'run' && (
        <CardRunDialog orgId={orgId} playbook={open.playbook} onClose={close} />
      )}
      {open?.kind === 'permissions' && (
        <PlaybookPermissionsSlot playbook={open.playbook} onClose={close} />
      )}
    </ListScreen>
  );
}
