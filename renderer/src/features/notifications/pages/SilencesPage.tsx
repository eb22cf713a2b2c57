// /notifications/silences (spec 3 §2.9): silences paged by the server, expired ones struck
// through; a row opens its edit dialog, Delete asks first and then soft deletes; Add Silence
// (write on notifications) leads to the add page. Offline, writes are disabled with the reason.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteSilence, invalidateNotifications } from '../../../api/services/notifications.ts';
import type { SilenceRow } from '../../../api/services/notifications.types.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { paths } from '../../../lib/routing/paths.ts';
import { DialogList } from '../../../components/resource-list/DialogList.tsx';
import { AddButton } from '../../../components/resource-list/ListScreen.tsx';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { NotificationTabs } from '../components/NotificationTabs.tsx';
import { SilenceEditDialog } from '../silences/SilenceEditDialog.tsx';
import { silenceResource } from '../silences/silence-model.ts';
import { silencesList } from '../silences/silences-list.tsx';

export function SilencesPage() {
  const orgId = useOrgId();
  const navigate = useNavigate();
  // Read once per render: whether a silence has expired is judged against this moment.
  const [now] = useState(() => Date.now());
  const remove = useMutationWithToast({
    mutationFn: (row: SilenceRow) => deleteSilence(orgId, row.id),
    success: (_result, row) => `Silence ${silenceResource(row).name} deleted successfully`,
    invalidate: invalidateNotifications,
  });
  return (
    <div className="mcd-notification-screen">
      <NotificationTabs current="silences" />
      <DialogList
        definition={silencesList({ now, onDelete: (row) => remove.mutate(row) })}
        actions={({ offline }) => (
          <AddButton
            text="Add Silence"
            offline={offline}
            onClick={() => void navigate(paths.addSilence())}
          />
        )}
        rowOpens
        dialog={(row, close, canWrite) =>
          row && <SilenceEditDialog silence={row} canWrite={canWrite} onClose={close} />
        }
      />
    </div>
  );
}
