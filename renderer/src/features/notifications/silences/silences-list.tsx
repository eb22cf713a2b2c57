// The Silences tab's list (spec 3 §2.9; reference §4.8 N8): Resource, Duration, Source, Reason,
// Created By and Delete (for those who may write); a silence whose until has passed is struck through.
import { Tag } from '../../../components/tag/Tag.tsx';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import { deleteQuestion } from '../../../components/action/guarded-button-model.ts';
import {
  deleteSilence,
  invalidateNotifications,
  silencesSource,
} from '../../../api/services/notifications.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import type { SilenceRow } from '../../../api/services/notifications.types.ts';
import { fieldColumn } from '../../../components/resource-list/field-column.ts';
import { creatorColumn } from '../../../components/resource-list/common-columns.tsx';
import type { ResourceListDefinition } from '../../../components/resource-list/resource-definition.ts';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';
import { isExpired, silenceDuration, silenceResource } from './silence-model.ts';

function resourceCell(row: SilenceRow) {
  const resource = silenceResource(row);
  return (
    <span className="mcd-notification-resource">
      <TypeIcon name={resource.type ?? resource.kind} fallback="cube" />
      <Tag minimal>{resource.label}</Tag>
      <span className="mcd-notification-name" title={resource.name}>
        {resource.name}
      </span>
      {row.recursive && <Tag minimal>recursive</Tag>}
    </span>
  );
}

/** Delete asks first (the typed name in production), in its row, then soft deletes. */
function DeleteSilence({ row }: { row: SilenceRow }) {
  const orgId = useOrgId();
  const { name } = silenceResource(row);
  const remove = useMutationWithToast({
    mutationFn: () => deleteSilence(orgId, row.id),
    success: `Silence ${name} deleted successfully`,
    invalidate: invalidateNotifications,
  });
  return (
    <GuardedButton
      resource="notifications"
      variant="minimal"
      icon="trash"
      intent="danger"
      text=""
      aria-label={`Delete silence ${name}`}
      {...deleteQuestion(`the silence on ${name}`, `Delete the silence on ${name}?`)}
      stopPropagation
      pending={remove.isPending}
      onClick={() => remove.mutate(undefined)}
    />
  );
}

/** `now`: whether a silence has expired is judged against this moment. */
export function silencesList(now: number): ResourceListDefinition<SilenceRow> {
  return {
    source: silencesSource,
    title: 'Silences',
    permission: 'notifications',
    emptyText: 'No data available',
    // Struck through once its until has passed.
    rowClassName: (row) => (isExpired(row, now) ? 'mcd-silence-expired' : undefined),
    columns: [
      { id: 'resource', header: 'Resource', minWidth: 260, cell: resourceCell },
      {
        id: 'until',
        header: 'Duration',
        sortable: true,
        width: 120,
        cell: (row) => (
          <span
            title={`${formatTimestamp(row.from ?? row.created_at)} – ${
              row.until ? formatTimestamp(row.until) : 'indefinitely'
            }`}
          >
            {silenceDuration(row)}
          </span>
        ),
      },
      fieldColumn('source', 'Source', 110, { priority: 3 }),
      { id: 'description', header: 'Reason', minWidth: 180, cell: (row) => row.description },
      { ...creatorColumn((row: SilenceRow) => row.createdBy), width: 180, priority: 2 },
      {
        id: 'delete',
        header: 'Delete',
        align: 'center',
        width: 80,
        writeOnly: true,
        cell: (row) => <DeleteSilence row={row} />,
      },
    ],
  };
}
