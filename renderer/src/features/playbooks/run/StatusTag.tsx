// A run's or action's status as a coloured tag ('pending_approval' reads 'Pending Approval'),
// from the run-status vocabulary the config item's Playbooks tab reads too.
import { StatusTag as VocabularyTag } from '../../../components/status-tag/StatusTag.tsx';
import { RUN_STATUS } from '../../../lib/vocabulary/run-status.ts';

export function StatusTag({ status }: { status: string | null | undefined }) {
  return <VocabularyTag vocabulary={RUN_STATUS} value={status} round className="mc-pb-status" />;
}
