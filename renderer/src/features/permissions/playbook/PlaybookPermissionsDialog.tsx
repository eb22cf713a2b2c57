// A playbook's 'Permissions' dialog (spec 5-access §2.4), opened from its card: 'Inbound', the
// rules whose selector names the playbook (rpc/permissions_for_obj_selector), and 'Outbound', the
// rules whose subject is the playbook. 'Add Permission' opens the form with the playbook as the
// resource (Inbound) or as the subject (Outbound); a row opens its rule. Inbound's 'Check Access'
// asks the access review about the playbook ('Playbook Access Check': read and the run actions).
import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import {
  inboundPermissionsSource,
  permissionsSource,
  type PermissionRow,
} from '../../../api/services/permissions.ts';
import { DetailTabStrip } from '../../../components/detail-page/DetailPage.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { DialogList } from '../../../components/resource-list/DialogList.tsx';
import type { PlaybookPermissionsProps } from '../../../lib/routing/page-slots.ts';
import { AccessCheckForm } from '../../../components/access-check/AccessCheckForm.tsx';
import { PermissionDialog } from '../PermissionDialog.tsx';
import { permissionsList } from '../permissions-list.tsx';
import '../permissions.css';

type Tab = 'inbound' | 'outbound';

const PLAYBOOK_ACTIONS = ['read', 'playbook:run', 'playbook:cancel', 'playbook:approve'];

function PlaybookRules(props: PlaybookPermissionsProps & { tab: Tab }) {
  const { playbook, tab } = props;
  const inbound = tab === 'inbound';
  const source = inbound
    ? inboundPermissionsSource(playbook.name, playbook.namespace ?? null)
    : {
        ...permissionsSource,
        key: `${permissionsSource.key}/outbound/${playbook.id}`,
        where: (query: Parameters<NonNullable<typeof permissionsSource.where>>[0]) =>
          void query
            .is('deleted_at', null)
            .eq('subject_type', 'playbook')
            .eq('subject', playbook.id),
      };
  const prefill: Partial<PermissionRow> = inbound
    ? {
        playbook_id: playbook.id,
        playbook_object: { id: playbook.id, name: playbook.title || playbook.name },
      }
    : {
        subject: playbook.id,
        subject_type: 'playbook',
        playbook: { id: playbook.id, name: playbook.name, title: playbook.title },
      };
  const definition = {
    ...permissionsList({ onFilterAction: () => undefined, source, withFilters: false }),
    title: inbound ? 'Inbound' : 'Outbound',
    tableHeight: 360,
    pageSizes: [25, 50],
  };
  return (
    <DialogList
      key={tab}
      definition={definition}
      paramPrefix={`${tab}__`}
      addText="Add Permission"
      rowOpens
      dialog={(row, close, canWrite) => (
        <PermissionDialog row={row} prefill={prefill} canWrite={canWrite} onClose={close} />
      )}
    />
  );
}

export function PlaybookPermissionsDialog(props: PlaybookPermissionsProps) {
  const [tab, setTab] = useState<Tab>('inbound');
  const [checking, setChecking] = useState(false);
  const title = props.playbook.title || props.playbook.name;
  return (
    <Modal isOpen size="large" title={`Permissions: ${title}`} onClose={props.onClose}>
      <div className="mcd-playbook-permissions-head">
        <DetailTabStrip
          tabs={{
            label: 'Playbook permissions',
            items: [
              { id: 'inbound', title: 'Inbound' },
              { id: 'outbound', title: 'Outbound' },
            ],
            current: tab,
            onChange: (next) => setTab(next as Tab),
          }}
        />
        {tab === 'inbound' && (
          <Button icon="shield" text="Check Access" onClick={() => setChecking(true)} />
        )}
      </div>
      <div className="mcd-playbook-permissions">
        <PlaybookRules {...props} tab={tab} />
      </div>
      <Modal isOpen={checking} title="Playbook Access Check" onClose={() => setChecking(false)}>
        <AccessCheckForm
          initial={{ resourceType: 'playbook', resource: props.playbook.id }}
          actions={PLAYBOOK_ACTIONS}
          lockType
          label="Playbook Access Check"
        />
      </Modal>
    </Modal>
  );
}
