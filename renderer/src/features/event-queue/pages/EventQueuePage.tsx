// /settings/event-queue-status (spec 3 §2.7): one row per event queue with its pending and failed
// events, average attempts and failure times, the latest failure first; a row whose queue has a
// most common error opens it in a dialog.
import { Classes } from '@blueprintjs/core';
import { z } from 'zod';
import { timeColumn } from '../../../components/resource-list/common-columns.tsx';
import { fieldColumn } from '../../../components/resource-list/field-column.ts';
import type { ResourceListDefinition } from '../../../components/resource-list/resource-definition.ts';
import { DialogList } from '../../../components/resource-list/DialogList.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';

const queueSchema = z.object({
  name: z.string(),
  pending: z.number(),
  failed: z.number(),
  average_attempts: z.coerce.number().nullish(),
  first_failure: z.string().nullish(),
  last_failure: z.string().nullish(),
  most_common_error: z.string().nullish(),
});
type Queue = z.infer<typeof queueSchema>;

const count = (id: 'pending' | 'failed', header: string) =>
  fieldColumn<Queue>(id, header, undefined, { align: 'right' });

export const EVENT_QUEUE_LIST: ResourceListDefinition<Queue> = {
  source: {
    key: 'event_queue_summary',
    table: 'event_queue_summary',
    select: '*',
    schema: queueSchema,
    defaultOrder: { column: 'last_failure', ascending: false, nulls: 'last' },
    softDelete: false,
  },
  title: 'Event Queue',
  permission: 'database',
  emptyText: 'No data available',
  getRowId: (row) => row.name,
  columns: [
    fieldColumn('name', 'Name'),
    count('pending', 'Pending'),
    count('failed', 'Failed'),
    {
      id: 'average_attempts',
      header: 'Average Attempts',
      cell: (row) => (row.average_attempts == null ? '' : row.average_attempts.toFixed(1)),
      sortable: true,
      align: 'right',
    },
    timeColumn('first_failure', 'First Failure', (row) => row.first_failure),
    timeColumn('last_failure', 'Last Failure', (row) => row.last_failure),
  ],
};

export function EventQueuePage() {
  return (
    <DialogList
      definition={EVENT_QUEUE_LIST}
      rowOpens={(row) => Boolean(row.most_common_error)}
      dialog={(row, close) => (
        <Modal isOpen title={`Most common error: ${row?.name}`} onClose={close}>
          <pre className={Classes.CODE_BLOCK}>{row?.most_common_error}</pre>
        </Modal>
      )}
    />
  );
}
