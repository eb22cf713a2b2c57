// What a notification-centre entry is about, as one tag in its meta line: "Check"; an incident's
// severity; a run waiting for approval or a failed run in the run statuses' words and colours
// ("Pending Approval", "Failed"); "Insight" with its severity. Colours come from the shared
// vocabularies only (lib/vocabulary).
import { Tag } from '../../../components/tag/Tag.tsx';
import type { HistoryEntry } from '../../../../../preload/contract/notification-centre.ts';
import { StatusTag } from '../../../components/status-tag/StatusTag.tsx';
import { RUN_STATUS } from '../../../lib/vocabulary/run-status.ts';
import { SEVERITY } from '../../../lib/vocabulary/severity.ts';

export function KindTag({ entry }: { entry: Pick<HistoryEntry, 'kind' | 'severity'> }) {
  switch (entry.kind) {
    case 'check':
      return <Tag minimal>Check</Tag>;
    case 'incident':
      return entry.severity ? (
        <StatusTag vocabulary={SEVERITY} value={entry.severity} />
      ) : (
        <Tag minimal>Incident</Tag>
      );
    case 'approval':
      return <StatusTag vocabulary={RUN_STATUS} value="pending_approval" title="Playbook run" />;
    case 'playbookFailed':
      return <StatusTag vocabulary={RUN_STATUS} value="failed" title="Playbook run" />;
    case 'insight':
      return (
        <>
          <Tag minimal icon="lightbulb">
            Insight
          </Tag>
          <StatusTag vocabulary={SEVERITY} value={entry.severity} />
        </>
      );
  }
}
