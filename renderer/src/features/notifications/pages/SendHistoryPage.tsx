// /notifications (spec 3 §2.9): the send log under the Notifications tab, filtered by status and
// resource type in the URL, newest first, paged by the server; a row opens the send in full.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ruleNamesQuery, sendResourceTypesQuery } from '../../../api/services/notifications.ts';
import type { SendHistoryRow } from '../../../api/services/notifications.types.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import { NotificationTabs } from '../components/NotificationTabs.tsx';
import { SendDetailDialog } from '../send-history/SendDetailDialog.tsx';
import { sendHistoryList } from '../send-history/send-history.tsx';

export function SendHistoryPage() {
  const orgId = useOrgId();
  const types = useQuery(sendResourceTypesQuery(orgId));
  const names = useQuery(ruleNamesQuery(orgId));
  const [open, setOpen] = useState<SendHistoryRow | null>(null);
  const ruleNames = names.data ?? {};
  return (
    <div className="mcd-notification-screen">
      <NotificationTabs current="notifications" />
      <ResourceList
        definition={sendHistoryList(types.data ?? [], ruleNames)}
        onRowClick={setOpen}
      />
      {open && (
        <SendDetailDialog
          id={open.id}
          ruleName={ruleNames[open.notification_id]}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
