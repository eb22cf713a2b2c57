// /settings/jobs (spec 3 §2.4): every background job of the organisation, newest first, filtered
// by name, resource type, status, run duration and time range; a row with details opens them.
import { useQuery } from '@tanstack/react-query';
import { jobNamesQuery } from '../../../api/services/job-history.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { JobDetailsDialog } from '../../../components/job-history/JobDetailsDialog.tsx';
import { jobDetailTabs } from '../../../components/job-history/job-history.tsx';
import { DialogList } from '../../../components/resource-list/DialogList.tsx';
import { jobHistoryList } from '../job-history-list.ts';

export function JobHistoryPage() {
  const orgId = useOrgId();
  const names = useQuery(jobNamesQuery(orgId));
  return (
    <DialogList
      definition={jobHistoryList(names.data ?? [])}
      rowOpens={(row) => jobDetailTabs(row.details).length > 0}
      dialog={(row, close) => row && <JobDetailsDialog job={row} onClose={close} />}
    />
  );
}
