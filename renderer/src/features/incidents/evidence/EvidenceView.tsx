// What one piece of evidence shows, by its type (spec 2 §3): log lines with context, a config's
// selected lines, a component, a check with its status, a config change, an insight, a comment.
import { Tag } from '@blueprintjs/core';
import { Link } from 'react-router';
import type { EvidenceRefs } from '../../../api/services/incident-hypotheses.ts';
import type { Evidence } from '../../../api/services/incidents.types.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { RelativeTime } from '../../../components/relative-time/RelativeTime.tsx';
import { StatusDot } from '../../../components/status-dot/StatusDot.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { LOG_CONTEXT_LINES, visibleLines } from './evidence-lines.ts';

export const EVIDENCE_TYPE_LABELS: Record<string, string> = {
  log: 'Log',
  config: 'Config',
  topology: 'Component',
  check: 'Health check',
  config_change: 'Config change',
  config_analysis: 'Insight',
  comment: 'Comment',
};

export function evidenceTypeLabel(type: string): string {
  return EVIDENCE_TYPE_LABELS[type] ?? type;
}

/** A one-line name for the evidence: what it points at, else its description. */
export function evidenceTitle(evidence: Evidence, refs: EvidenceRefs | undefined): string {
  const named =
    (evidence.component_id && refs?.components[evidence.component_id]?.name) ||
    (evidence.check_id && refs?.checks[evidence.check_id]?.name) ||
    (evidence.config_change_id && refs?.changes[evidence.config_change_id]?.change_type) ||
    (evidence.config_analysis_id && refs?.analyses[evidence.config_analysis_id]?.analyzer) ||
    (evidence.config_id && refs?.configs[evidence.config_id]?.name);
  return evidence.description || named || evidenceTypeLabel(evidence.type);
}

function Lines({ evidence, context }: { evidence: Evidence; context: number }) {
  const lines = visibleLines(evidence.evidence, context);
  if (lines.length === 0) return <p className="mc-evidence-muted">No lines were attached.</p>;
  return (
    <ol className="mc-evidence-lines" aria-label="Evidence lines">
      {lines.map((line, index) =>
        line === null ? (
          <li key={`gap-${index}`} className="mc-evidence-gap" aria-label="Lines left out">
            …
          </li>
        ) : (
          <li
            key={line.number}
            className={line.selected ? 'mc-evidence-line is-selected' : 'mc-evidence-line'}
          >
            <span className="mc-evidence-lineno">{line.number}</span>
            {line.timestamp ? (
              <span className="mc-evidence-ts">
                {line.timestamp.replace('T', ' ').slice(0, 19)}
              </span>
            ) : null}
            <code>{line.text}</code>
          </li>
        ),
      )}
    </ol>
  );
}

function ConfigLink({
  id,
  refs,
}: {
  id: string | null | undefined;
  refs: EvidenceRefs | undefined;
}) {
  if (!id) return null;
  const config = refs?.configs[id];
  return (
    <Link className="mc-evidence-link" to={paths.catalogItem(id)}>
      <TypeIcon name={config?.type} size={14} fallback="cube" />
      {config?.name ?? 'Config item'}
    </Link>
  );
}

export function EvidenceView({
  evidence,
  refs,
}: {
  evidence: Evidence;
  refs: EvidenceRefs | undefined;
}) {
  const payload = evidence.evidence ?? {};
  switch (evidence.type) {
    case 'log':
      return (
        <div className="mc-evidence-body">
          <ConfigLink id={evidence.config_id} refs={refs} />
          {evidence.component_id ? (
            <Link className="mc-evidence-link" to={paths.topologyItem(evidence.component_id)}>
              {refs?.components[evidence.component_id]?.name ?? 'Component'}
            </Link>
          ) : null}
          <Lines evidence={evidence} context={LOG_CONTEXT_LINES} />
        </div>
      );
    case 'config':
      return (
        <div className="mc-evidence-body">
          <ConfigLink id={evidence.config_id} refs={refs} />
          <Lines evidence={evidence} context={0} />
        </div>
      );
    case 'topology': {
      const id = evidence.component_id;
      const component = id ? refs?.components[id] : undefined;
      return (
        <div className="mc-evidence-body">
          {id ? (
            <Link className="mc-evidence-link" to={paths.topologyItem(id)}>
              <TypeIcon name={component?.icon || component?.type} size={16} fallback="cube" />
              {component?.name ?? 'Component'}
            </Link>
          ) : (
            <span className="mc-evidence-muted">The component is no longer known.</span>
          )}
        </div>
      );
    }
    case 'check': {
      const id = evidence.check_id;
      const check = id ? refs?.checks[id] : undefined;
      return (
        <div className="mc-evidence-body">
          {id ? (
            <Link className="mc-evidence-link" to={paths.health({ checkId: id })}>
              <StatusDot status={check?.status} />
              <TypeIcon name={check?.icon || check?.type} size={16} fallback="pulse" />
              {check?.name ?? 'Health check'}
              {check?.status ? <Tag minimal>{check.status}</Tag> : null}
            </Link>
          ) : (
            <span className="mc-evidence-muted">The check is no longer known.</span>
          )}
        </div>
      );
    }
    case 'config_change': {
      const id = evidence.config_change_id;
      const change = id ? refs?.changes[id] : undefined;
      return (
        <div className="mc-evidence-body">
          <ConfigLink id={change?.config_id ?? evidence.config_id} refs={refs} />
          <div className="mc-evidence-row">
            <Tag minimal intent="primary">
              {change?.change_type ?? 'Change'}
            </Tag>
            <span>{change?.summary ?? ''}</span>
            {change?.created_at ? <RelativeTime value={change.created_at} /> : null}
          </div>
        </div>
      );
    }
    case 'config_analysis': {
      const id = evidence.config_analysis_id;
      const analysis = id ? refs?.analyses[id] : undefined;
      return (
        <div className="mc-evidence-body">
          <ConfigLink id={analysis?.config_id ?? evidence.config_id} refs={refs} />
          <div className="mc-evidence-row">
            {analysis?.severity ? (
              <Tag minimal intent="warning">
                {analysis.severity}
              </Tag>
            ) : null}
            <strong>{analysis?.analyzer ?? 'Insight'}</strong>
            {analysis?.analysis_type ? <span>({analysis.analysis_type})</span> : null}
          </div>
          {analysis?.message ? <p className="mc-evidence-message">{analysis.message}</p> : null}
        </div>
      );
    }
    case 'comment': {
      const text = typeof payload['comment'] === 'string' ? payload['comment'] : '';
      return text && text !== evidence.description ? (
        <div className="mc-evidence-body">
          <p className="mc-evidence-message">{text}</p>
        </div>
      ) : null;
    }
    default:
      return null;
  }
}
