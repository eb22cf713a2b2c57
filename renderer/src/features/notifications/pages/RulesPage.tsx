// /notifications/rules (spec 3 §2.9): notification rules paged and sorted by the server; Add
// Notification (write on notifications) opens an empty rule, a row opens its rule through the
// `id` query parameter (`new` for a new one); a rule's most common error opens in a dialog.
import { useState } from 'react';
import { Callout } from '@blueprintjs/core';
import { useSearchParam } from '../../../lib/url-state/useSearchParam.ts';
import type { RuleRow } from '../../../api/services/notifications.types.ts';
import { Modal } from '../../../components/modal/Modal.tsx';
import { AddButton } from '../../../components/resource-list/ListScreen.tsx';
import { ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import { useCan } from '../../../lib/permissions/PermissionsProvider.tsx';
import { NotificationTabs } from '../components/NotificationTabs.tsx';
import { RuleDialog } from '../rules/RuleDialog.tsx';
import { rulesList } from '../rules/rules-list.tsx';

export function RulesPage() {
  const canWrite = useCan('write', 'notifications');
  // The rule open, or `new` while one is added.
  const [id, setId] = useSearchParam('id');
  const [errorOf, setErrorOf] = useState<RuleRow | null>(null);
  return (
    <div className="mcd-notification-screen">
      <NotificationTabs current="rules" />
      <ResourceList
        definition={rulesList(setErrorOf)}
        actions={({ offline }) => (
          <AddButton text="Add Notification" offline={offline} onClick={() => setId('new')} />
        )}
        onRowClick={(rule) => setId(rule.id)}
      />
      {id && (
        <RuleDialog
          key={id}
          id={id === 'new' ? null : id}
          canWrite={canWrite}
          onClose={() => setId(null)}
        />
      )}
      {errorOf && (
        <Modal
          isOpen
          size="medium"
          title={`Most common error: ${errorOf.name}`}
          onClose={() => setErrorOf(null)}
        >
          <Callout intent="danger">
            <pre className="mcd-rule-error">{errorOf.most_common_error ?? errorOf.error}</pre>
          </Callout>
        </Modal>
      )}
    </div>
  );
}
