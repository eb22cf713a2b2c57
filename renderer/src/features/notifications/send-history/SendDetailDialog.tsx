// One send in full (reference §4.8 N6): when, the resource, the rule, status, count, duration,
// the body as sent, the error when it failed, and the remaining detail (retries, not before,
// silenced by, playbook run).
import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { sendHistoryDetailQuery } from '../../../api/services/notifications.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { formatDuration } from '../../../lib/format/duration.ts';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';
import { SendResource, SendStatusTag } from './send-history.tsx';

export function SendDetailDialog(props: { id: string; ruleName?: string; onClose: () => void }) {
  const orgId = useOrgId();
  const detail = useQuery(sendHistoryDetailQuery(orgId, props.id));
  const send = detail.data;
  return (
    <Modal isOpen size="large" title="Notification" onClose={props.onClose}>
      {detail.isPending ? (
        <Spinner size={24} />
      ) : !send ? (
        <QueryError error={detail.error} what="notification" />
      ) : (
        <div className="mcd-send-detail">
          <dl>
            <dt>Resource</dt>
            <dd>
              <SendResource row={send} />
            </dd>
            <dt>Rule</dt>
            <dd>{props.ruleName ?? send.notification_id}</dd>
            <dt>Event</dt>
            <dd>{send.source_event}</dd>
            <dt>Status</dt>
            <dd>
              <SendStatusTag status={send.status} />
            </dd>
            <dt>Created</dt>
            <dd>{formatTimestamp(send.created_at)}</dd>
            {send.first_observed && (
              <>
                <dt>First observed</dt>
                <dd>{formatTimestamp(send.first_observed)}</dd>
              </>
            )}
            <dt>Count</dt>
            <dd>{send.count ?? 1}</dd>
            {send.duration_millis != null && (
              <>
                <dt>Duration</dt>
                <dd>{formatDuration(send.duration_millis)}</dd>
              </>
            )}
            {(send.retries ?? 0) > 0 && (
              <>
                <dt>Retries</dt>
                <dd>{send.retries}</dd>
              </>
            )}
            {send.notBefore && (
              <>
                <dt>Not before</dt>
                <dd>{formatTimestamp(send.notBefore)}</dd>
              </>
            )}
            {send.resource_health && (
              <>
                <dt>Health</dt>
                <dd>{send.resource_health}</dd>
              </>
            )}
            {send.playbook_run && (
              <>
                <dt>Playbook run</dt>
                <dd>
                  {send.playbook_run.playbook_name} ({send.playbook_run.status})
                </dd>
              </>
            )}
          </dl>
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
    </Modal>
  );
}
