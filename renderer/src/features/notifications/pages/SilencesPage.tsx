// /notifications/silences (spec 3 §2.9): silences paged by the server, expired ones struck
// through; a row opens its edit dialog, Delete asks first and then soft deletes; Add Silence
// (write on notifications) leads to the add page. Offline, writes are disabled with the reason.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/routing/paths.ts';
import { DialogList } from '../../../components/resource-list/DialogList.tsx';
import { AddButton } from '../../../components/resource-list/ListScreen.tsx';
import { NotificationTabs } from '../components/NotificationTabs.tsx';
import { SilenceEditDialog } from '../silences/SilenceEditDialog.tsx';
import { silencesList } from '../silences/silences-list.tsx';

export function SilencesPage() {
  const navigate = useNavigate();
  // Read once per render: whether a silence has expired is judged against this moment.
  const [now] = useState(() => Date.now());
  return (
    <div className="mcd-notification-screen">
      <NotificationTabs current="silences" />
      <DialogList
        definition={silencesList(now)}
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
