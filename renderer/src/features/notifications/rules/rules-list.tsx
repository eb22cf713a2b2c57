// The Rules tab's list (spec 3 §2.9; reference §4.8 N1): rules with their send statistics, paged
// and sorted by the server; the most common error of a rule opens in a dialog from its row.
import { Callout } from '@blueprintjs/core';
import { DialogButton } from '../../../components/action/DialogButton.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { Tag } from '../../../components/tag/Tag.tsx';
import { rulesSource } from '../../../api/services/notifications.ts';
import type { RuleRow } from '../../../api/services/notifications.types.ts';
import { fieldColumn } from '../../../components/resource-list/field-column.ts';
import { textColumn, whenColumn } from '../../../components/resource-list/text-columns.tsx';
import type { ResourceListDefinition } from '../../../components/resource-list/resource-definition.ts';

export function ruleRecipient(rule: RuleRow): string {
  if (rule.person_id) return rule.person?.name ?? rule.person_id;
  if (rule.team_id) return rule.team?.name ?? rule.team_id;
  const service = rule.custom_services?.[0];
  return service ? (service.name ?? service.connection ?? 'custom') : '';
}

const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** View error: the rule's most common error in a dialog; its clicks and keys stay out of the row. */
function RuleError({ rule }: { rule: RuleRow }) {
  return (
    <span onClick={stop} onKeyDown={stop}>
      <DialogButton
        local
        size="small"
        variant="minimal"
        intent="danger"
        icon="error"
        text="View error"
        dialog={(close) => (
          <Modal isOpen size="medium" title={`Most common error: ${rule.name}`} onClose={close}>
            <Callout intent="danger">
              <pre className="mcd-rule-error">{rule.most_common_error ?? rule.error}</pre>
            </Callout>
          </Modal>
        )}
      />
    </span>
  );
}

const count = (id: 'sent' | 'failed' | 'pending', header: string) =>
  fieldColumn<RuleRow>(id, header, 80, { align: 'right', cell: (rule) => rule[id] ?? 0 });

export function rulesList(): ResourceListDefinition<RuleRow> {
  return {
    source: rulesSource,
    title: 'Rules',
    permission: 'notifications',
    columns: [
      textColumn('name', 'Name', (rule) => rule.name, { sortable: true, minWidth: 170 }),
      {
        id: 'events',
        header: 'Events',
        minWidth: 150,
        cell: (rule) => (
          <span className="mcd-rule-event-tags">
            {(rule.events ?? []).map((event) => (
              <Tag key={event} minimal>
                {event}
              </Tag>
            ))}
          </span>
        ),
      },
      { id: 'recipient', header: 'Recipient', minWidth: 120, cell: ruleRecipient },
      count('sent', 'Sent'),
      count('failed', 'Failed'),
      count('pending', 'Pending'),
      {
        id: 'most_common_error',
        header: 'Error',
        width: 140,
        cell: (rule) => (rule.most_common_error || rule.error ? <RuleError rule={rule} /> : null),
      },
      fieldColumn('source', 'Source', 130, { priority: 2 }),
      whenColumn('created_at', 'Created', (rule) => rule.created_at, { width: 110 }),
    ],
  };
}
