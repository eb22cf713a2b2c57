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
import { DetailFields } from '../../../../components/detail-page/DetailFields.tsx';

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
      <DetailFields
        className="mc-change-fields"
        fields={[
          ['Type', labelOf(ANALYSIS_TYPE, insight.analysis_type)],
          ['Analyzer', insight.analyzer],
          [
            'Severity',
            insight.severity && <StatusTag vocabulary={SEVERITY} value={insight.severity} />,
          ],
          ['Status', insight.status],
          ['Source', insight.source],
          ['First Observed', formatTimestamp(insight.first_observed)],
          ['Last Observed', formatTimestamp(insight.last_observed)],
        ]}
      />
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
