// One send in full (reference §4.8 N6): when, the resource, the rule, status, count, duration,
// the body as sent, the error when it failed, and the remaining detail (retries, not before,
// silenced by, playbook run, and the send that inhibited an inhibited one).
import { useState } from 'react';
import { Callout, NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { sendHistoryDetailQuery } from '../../../api/services/notifications.ts';
import type { SendHistoryDetail } from '../../../api/services/notifications.types.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import {
  DetailFields,
  type DetailFieldPair,
} from '../../../components/detail-page/DetailFields.tsx';
import { QueryDialog } from '../../../components/modal/QueryDialog.tsx';
import { formatDuration } from '../../../lib/format/duration.ts';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';
import { StatusTag } from '../../../components/status-tag/StatusTag.tsx';
import { SEND_STATUS } from '../../../lib/vocabulary/send-status.ts';
import { SendResource } from './send-history.tsx';

/**
 * The send that inhibited this one, by its resource, event and time (its id until it is read), as
 * a link that shows that send in this dialog.
 */
function InhibitingSend(props: { id: string; onOpen: (id: string) => void }) {
  const parent = useQuery(sendHistoryDetailQuery(useOrgId(), props.id)).data;
  return (
    <button type="button" className="mcd-link-text" onClick={() => props.onOpen(props.id)}>
      {parent ? (
        <>
          <SendResource row={parent} />
          {` · ${parent.source_event ?? ''} · ${formatTimestamp(parent.created_at)}`}
        </>
      ) : (
        props.id
      )}
    </button>
  );
}

/** The send's facts in order; null leaves a row out (detail the send does not have). */
function sendFacts(
  send: SendHistoryDetail,
  ruleName: string | undefined,
  open: (id: string) => void,
): DetailFieldPair[] {
  const inhibitedBy = send.status === 'inhibited' && send.parent_id;
  return [
    ['Resource', <SendResource row={send} />],
    ['Rule', ruleName ?? send.notification_id],
    ['Event', send.source_event ?? ''],
    ['Status', <StatusTag vocabulary={SEND_STATUS} value={send.status} />],
    ['Created', formatTimestamp(send.created_at)],
    ['First observed', send.first_observed ? formatTimestamp(send.first_observed) : null],
    ['Count', send.count ?? 1],
    ['Duration', send.duration_millis != null ? formatDuration(send.duration_millis) : null],
    ['Retries', (send.retries ?? 0) > 0 ? send.retries : null],
    ['Not before', send.notBefore ? formatTimestamp(send.notBefore) : null],
    ['Health', send.resource_health || null],
    ['Inhibited By', inhibitedBy ? <InhibitingSend id={inhibitedBy} onOpen={open} /> : null],
    [
      'Playbook run',
      send.playbook_run ? `${send.playbook_run.playbook_name} (${send.playbook_run.status})` : null,
    ],
  ];
}

export function SendDetailDialog(props: {
  id: string;
  /** Rule names by id. */
  ruleNames: Readonly<Record<string, string>>;
  onClose: () => void;
}) {
  const orgId = useOrgId();
  // The send shown: the row's, or one an 'Inhibited By' link opened.
  const [id, setId] = useState(props.id);
  const detail = useQuery(sendHistoryDetailQuery(orgId, id));
  return (
    <QueryDialog
      size="large"
      title="Notification"
      onClose={props.onClose}
      query={detail}
      what="notification"
    >
      {(send) => (
        <div className="mcd-send-detail">
          <DetailFields fields={sendFacts(send, props.ruleNames[send.notification_id], setId)} />
          {send.error && (
            <Callout intent="danger" title="Error" role="alert">
              <pre>{send.error}</pre>
            </Callout>
          )}
          <h4>Body</h4>
          {send.body_markdown || send.body ? (
            <pre aria-label="Body">{send.body_markdown ?? send.body}</pre>
          ) : (
            <NonIdealState description="No body was sent" />
          )}
        </div>
      )}
    </QueryDialog>
  );
}
