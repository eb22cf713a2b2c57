// /notifications (spec 3 §2.9): the send log under the Notifications tab, filtered by status and
// resource type in the URL, newest first, paged by the server; a row opens the send in full.
import { useQuery } from '@tanstack/react-query';
import { ruleNamesQuery, sendResourceTypesQuery } from '../../../api/services/notifications.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { DialogList } from '../../../components/resource-list/DialogList.tsx';
import { NotificationTabs } from '../components/NotificationTabs.tsx';
import { SendDetailDialog } from '../send-history/SendDetailDialog.tsx';
import { sendHistoryList } from '../send-history/send-history.tsx';

export function SendHistoryPage() {
  const orgId = useOrgId();
  const types = useQuery(sendResourceTypesQuery(orgId));
  const ruleNames = useQuery(ruleNamesQuery(orgId)).data ?? {};
  return (
    <div className="mcd-notification-screen">
      <NotificationTabs current="notifications" />
      <DialogList
        definition={sendHistoryList(types.data ?? [], ruleNames)}
        rowOpens
        dialog={(row, close) =>
          row && <SendDetailDialog id={row.id} ruleNames={ruleNames} onClose={close} />
        }
      />
    </div>
  );
}
