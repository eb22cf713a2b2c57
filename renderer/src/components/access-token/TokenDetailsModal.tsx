// 'Token Details' (spec 5-access §2.6), opened through the query's `id`: name, creator, created at,
// the permissions it keeps on the grid's objects, and Delete after 'Delete Token'.
import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { Tag } from '../tag/Tag.tsx';
import { useQuery } from '@tanstack/react-query';
import {
  tokenPermissionsQuery,
  type AccessToken,
  type TokenPermission,
} from '../../api/services/tokens.ts';
import { DetailFields } from '../../components/detail-page/DetailFields.tsx';
import { ConfirmDialog } from '../../components/modal/ConfirmDialog.tsx';
import { Modal } from '../../components/modal/Modal.tsx';
import { QueryError } from '../../components/query-error/QueryError.tsx';
import { formatTimestamp } from '../../lib/format/timestamp.ts';
import { useOrgId } from '../../session/org-context.tsx';
import { isRestricted, keptPermissions } from './token-permissions.ts';
import { creatorName } from './token-names.ts';
import './access-token.css';

function Permissions({ token, perms }: { token: AccessToken; perms: readonly TokenPermission[] }) {
  if (!isRestricted(token, perms))
    return <p>Unrestricted: the token may do everything its creator may.</p>;
  return (
    <ul className="mcd-token-kept" aria-label="Token Permissions">
      {keptPermissions(token, perms).map((row) => (
        <li key={row.object}>
          <strong>{row.object}</strong>{' '}
          {row.actions.length === 0 ? (
            <span className="bp6-text-muted">none</span>
          ) : (
            row.actions.map((a) => (
              <Tag key={a} minimal className="mcd-token-action">
                {a}
              </Tag>
            ))
          )}
        </li>
      ))}
    </ul>
  );
}

export function TokenDetailsModal(props: {
  token: AccessToken;
  onDelete: (token: AccessToken) => void;
  deleting: boolean;
  onClose: () => void;
}) {
  const { token } = props;
  const orgId = useOrgId();
  const [confirming, setConfirming] = useState<AccessToken | null>(null);
  const perms = useQuery(tokenPermissionsQuery(orgId, token.id));
  return (
    <Modal
      isOpen
      size="medium"
      title="Token Details"
      onClose={props.onClose}
      footer={
        <>
          <Button
            text="Delete"
            intent="danger"
            icon="trash"
            loading={props.deleting}
            onClick={() => setConfirming(token)}
          />
          <Button text="Close" onClick={props.onClose} />
        </>
      }
    >
      <DetailFields
        fields={[
          ['Name', token.name],
          ['Created By', creatorName(token)],
          ['Created At', token.created_at ? formatTimestamp(token.created_at) : null],
        ]}
      />
      <h4 className="bp6-heading">Token Permissions</h4>
      {perms.data ? (
        <Permissions token={token} perms={perms.data} />
      ) : perms.error ? (
        <QueryError error={perms.error} what="the token's permissions" />
      ) : (
        <p className="bp6-text-muted">Loading…</p>
      )}
      <ConfirmDialog
        subject={confirming}
        target={(t) => t.name}
        confirmText="Delete Token"
        onConfirm={props.onDelete}
        onCancel={() => setConfirming(null)}
      >
        <p>Are you sure you want to delete this token? This action cannot be undone.</p>
      </ConfirmDialog>
    </Modal>
  );
}
