// /settings/jobs (spec 3 §2.4): every background job of the organisation, newest first, filtered
// by name, resource type, status, run duration and time range; a row with details opens them.
import { useQuery } from '@tanstack/react-query';
import { jobNamesQuery } from '../../../api/services/job-history.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { JobDetailsDialog } from '../../../components/job-history/JobDetailsDialog.tsx';
import { jobDetailTabs } from '../../../components/job-history/job-history.tsx';
import { DialogList } from '../../../components/resource-list/DialogList.tsx';
import { useResourceListParams } from '../../../components/resource-list/useResourceListParams.ts';
import {
  decodeLabelFilter,
  encodeLabelFilter,
  setLabelState,
} from '../../../lib/labels/label-filter.ts';
import { jobHistoryList } from '../job-history-list.ts';

export function JobHistoryPage() {
  const orgId = useOrgId();
  const names = useQuery(jobNamesQuery(orgId));
  // The URL state depends on the filters only; the name cells' buttons then change it.
  const { params, update } = useResourceListParams(jobHistoryList(names.data ?? []));
  const definition = jobHistoryList(names.data ?? [], (name, state) => {
    const filter = setLabelState(decodeLabelFilter(params.filters.name), name, state);
    update({ filters: { name: encodeLabelFilter(filter) } });
  });
  return (
    <DialogList
      definition={definition}
      rowOpens={(row) => jobDetailTabs(row.details).length > 0}
      dialog={(row, close) => row && <JobDetailsDialog job={row} onClose={close} />}
    />
  );
}
