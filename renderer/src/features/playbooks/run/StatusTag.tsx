// A run's or action's status as a coloured tag ('pending_approval' reads 'Pending Approval').
import { Tag } from '@blueprintjs/core';
import { statusIntent, titleCase } from './run-model.ts';

export function StatusTag({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  return (
    <Tag minimal round intent={statusIntent(status)} className="mc-pb-status">
      {titleCase(status)}
    </Tag>
  );
}
