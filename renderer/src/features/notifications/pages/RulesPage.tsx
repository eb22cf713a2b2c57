// /notifications/rules (spec 3 §2.9): notification rules paged and sorted by the server; Add
// Notification (write on notifications) opens an empty rule, a row opens its rule through the
// `id` query parameter (`new` for a new one, for those who may write); a rule's most common error opens in a dialog.
import { DialogList } from '../../../components/resource-list/DialogList.tsx';
import { NotificationTabs } from '../components/NotificationTabs.tsx';
import { RuleDialog } from '../rules/RuleDialog.tsx';
import { rulesList } from '../rules/rules-list.tsx';

export function RulesPage() {
  return (
    <div className="mcd-notification-screen">
      <NotificationTabs current="rules" />
      <DialogList
        definition={rulesList()}
        addText="Add Notification"
        rowOpens
        urlDialog={{
          param: 'id',
          render: (id, close, canWrite) => (
            <RuleDialog id={id} canWrite={canWrite} onClose={close} />
          ),
        }}
      />
    </div>
  );
}
