// The change details dialog (C7): which config, the change's fields, its diff as a coloured
// unified diff, and its patches and details as JSON. A `diff` change offers the config's compare
// from just before it with now (issue 21).
import { Button, Classes, H5 } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { changeDetailQuery } from '../../../../api/services/catalog-tabs.ts';
import type { ChangeDetail } from '../../../../api/services/catalog-tabs.types.ts';
import { useOrgId } from '../../../../session/org-context.tsx';
import { paths } from '../../../../lib/routing/paths.ts';
import { QueryDialog } from '../../../../components/modal/QueryDialog.tsx';
import { TypeLine } from '../../../../components/type-icon/TypeLine.tsx';
import { formatTimestamp } from '../../../../lib/format/timestamp.ts';
import { sideParam } from '../../compare/compare-model.ts';
import { isReversible, justBefore } from '../../compare/history-model.ts';
import { diffLines, prettyJson } from './change-diff.ts';
import { StatusTag } from '../../../../components/status-tag/StatusTag.tsx';
import { SEVERITY } from '../../../../lib/vocabulary/severity.ts';
import { DetailFields } from '../../../../components/detail-page/DetailFields.tsx';

/** Opened on a change of the list; `onClose` drops it. */
export function ChangeDetailsDialog({
  changeId,
  onClose,
}: {
  changeId: string;
  onClose: () => void;
}) {
  const orgId = useOrgId();
  const detail = useQuery(changeDetailQuery(orgId, changeId));
  const change = detail.data;
  const navigate = useNavigate();
  const at = change?.created_at;
  const side = change && sideParam({ orgId, id: change.config_id });
  // A diff change: the config just before it, beside it now.
  const compare =
    side && at && isReversible({ ...change, created_at: at })
      ? { left: side, leftAt: justBefore(at), right: side }
      : null;
  return (
    <QueryDialog
      query={detail}
      what="the change"
      onClose={onClose}
      size="large"
      title={change ? (change.change_type ?? 'Change') : 'Change details'}
      empty={<p className="mc-catalog-muted">No data available</p>}
      footer={
        compare ? (
          <Button
            icon="comparison"
            text="Compare before this change with now"
            onClick={() => void navigate(paths.catalogCompare(compare))}
          />
        ) : undefined
      }
    >
      {(found) => <ChangeBody change={found} />}
    </QueryDialog>
  );
}

function ChangeBody({ change }: { change: ChangeDetail }) {
  const lines = diffLines(change.diff);
  const diff =
    lines.length > 0 &&
    lines.map((line, i) => (
      <span key={i} className={`mc-diff-line mc-diff-${line.kind}`}>
        {line.text || ' '}
      </span>
    ));
  const sections = [
    ['Diff', diff],
    ['Patches', prettyJson(change.patches)],
    ['Details', prettyJson(change.details)],
  ] as const;
  return (
    <div className="mc-change-details">
      <DetailFields
        className="mc-change-fields"
        fields={[
          [
            'Config',
            <>
              <TypeLine icon={change.config?.type} fallback="database">
                {change.config?.name ?? change.config_id}
              </TypeLine>
              {change.config?.type && (
                <span className="mc-catalog-muted"> · {change.config.type}</span>
              )}
            </>,
          ],
          ['Summary', change.summary],
          [
            'Severity',
            change.severity && <StatusTag vocabulary={SEVERITY} value={change.severity} />,
          ],
          ['Source', change.source],
          ['Created by', change.external_created_by ?? change.created_by],
          ['Created', formatTimestamp(change.created_at)],
        ]}
      />
      {sections.map(
        ([title, body]) =>
          body && (
            <section key={title} className="mc-change-section" aria-label={title}>
              <H5>{title}</H5>
              <pre
                className={`${Classes.CODE_BLOCK} mc-change-code${title === 'Diff' ? ' mc-diff' : ''}`}
              >
                {body}
              </pre>
            </section>
          ),
      )}
    </div>
  );
}
