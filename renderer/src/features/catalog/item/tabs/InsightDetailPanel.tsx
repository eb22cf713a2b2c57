// The insight detail panel: the finding's fields and its message as sanitised plain text, cut to
// 500 characters (spec 2 §2).
import { Drawer } from '@blueprintjs/core';
import type { ConfigInsight } from '../../../../api/services/catalog-tabs.types.ts';
import { formatTimestamp } from '../../../../lib/format/timestamp.ts';
import { insightMessage } from './insight-message.ts';
import { StatusTag } from '../../../../components/status-tag/StatusTag.tsx';
import { ANALYSIS_TYPE } from '../../../../lib/vocabulary/issue-type.ts';
import { labelOf } from '../../../../lib/vocabulary/vocabulary.ts';
import { SEVERITY } from '../../../../lib/vocabulary/severity.ts';

export function InsightDetailPanel({
  insight,
  onClose,
}: {
  insight: ConfigInsight | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      isOpen={insight !== null}
      onClose={onClose}
      size={480}
      title={insight ? (insight.summary ?? insight.analyzer ?? 'Insight') : 'Insight'}
      className="mc-insight-drawer"
    >
      {insight && <InsightBody insight={insight} />}
    </Drawer>
  );
}

function InsightBody({ insight }: { insight: ConfigInsight }) {
  const message = insightMessage(insight.message);
  return (
    <div className="mc-insight-panel" aria-label="Insight details" role="region">
      <dl className="mc-insight-fields">
        <dt>Type</dt>
        <dd>{labelOf(ANALYSIS_TYPE, insight.analysis_type)}</dd>
        <dt>Analyzer</dt>
        <dd>{insight.analyzer}</dd>
        <dt>Severity</dt>
        <dd>
          <StatusTag vocabulary={SEVERITY} value={insight.severity} />
        </dd>
        <dt>Status</dt>
        <dd>{insight.status}</dd>
        {insight.source && (
          <>
            <dt>Source</dt>
            <dd>{insight.source}</dd>
          </>
        )}
        <dt>First Observed</dt>
        <dd>{formatTimestamp(insight.first_observed)}</dd>
        <dt>Last Observed</dt>
        <dd>{formatTimestamp(insight.last_observed)}</dd>
      </dl>
      <section aria-label="Message">
        <p className="mc-insight-message" data-testid="insight-message">
          {message.text || 'No message'}
        </p>
        {message.truncated && (
          <p className="mc-catalog-muted">The message is cut to its first 500 characters.</p>
        )}
      </section>
    </div>
  );
}
