// What one piece of evidence shows, by its type (spec 2 §3): log lines with context, a config's
// selected lines, a component, a check with its status, a config change, an insight, a comment.
import type { ReactNode } from 'react';
import { Tag } from '../../../components/tag/Tag.tsx';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  evidenceRefsQuery,
  type ComponentRef,
  type EvidenceRefs,
} from '../../../api/services/incident-hypotheses.ts';
import type { Evidence, IncidentDetail } from '../../../api/services/incidents.types.ts';
import type { FieldDef } from '../../../components/form-kit/field.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { incidentEvidence } from '../detail/incident-model.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { RelativeTime } from '../../../components/relative-time/RelativeTime.tsx';
import { ConfigLink } from '../../../components/catalog-lists/CatalogCells.tsx';
import { StatusDot } from '../../../components/status-dot/StatusDot.tsx';
import { StatusTag } from '../../../components/status-tag/StatusTag.tsx';
import { HEALTH } from '../../../lib/vocabulary/health.ts';
import { SEVERITY } from '../../../lib/vocabulary/severity.ts';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { LOG_CONTEXT_LINES, visibleLines } from './evidence-lines.ts';
import { evidenceName, evidenceTypeLabel } from './evidence-name.ts';

/** What the incident's evidence points at (components, configs, checks…), by id. */
export const useEvidenceRefs = (incident: IncidentDetail) =>
  useQuery(evidenceRefsQuery(useOrgId(), incident.id, incidentEvidence(incident)));

/** The evidence's one-line name (evidenceName), with what it points at from the fetched refs. */
export function evidenceTitle(evidence: Evidence, refs: EvidenceRefs | undefined): string {
  const target =
    (evidence.component_id && refs?.components[evidence.component_id]?.name) ||
    (evidence.check_id && refs?.checks[evidence.check_id]?.name) ||
    (evidence.config_change_id && refs?.changes[evidence.config_change_id]?.change_type) ||
    (evidence.config_analysis_id && refs?.analyses[evidence.config_analysis_id]?.analyzer) ||
    (evidence.config_id && refs?.configs[evidence.config_id]?.name);
  return evidenceName(evidence, target);
}

/**
 * Evidence to tick, at least one (the definition-of-done wizard and the status move's dialog):
 * each option its type, title, `note` (what it is on) and whether it is in the definition of done.
 */
export function evidencePicker(
  label: string,
  items: readonly { evidence: Evidence; note?: string }[],
  refs: EvidenceRefs | undefined,
): FieldDef {
  const byId = new Map(items.map((item) => [item.evidence.id, item]));
  return {
    id: 'selected',
    label,
    kind: 'multiSelect',
    options: [...byId.keys()],
    optionElement: (id) => {
      const { evidence, note } = byId.get(id)!;
      return (
        <span className="mc-inc-dod-label">
          <Tag minimal>{evidenceTypeLabel(evidence.type)}</Tag>
          <span>{evidenceTitle(evidence, refs)}</span>
          {note && <span className="mc-plan-muted">— {note}</span>}
          {evidence.definition_of_done && (
            <Tag minimal intent="success">
              In definition of done
            </Tag>
          )}
        </span>
      );
    },
    required: true,
    requiredText: 'Please select atleast one evidence',
    className: 'mc-evidence-pick',
  };
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

/** The config the evidence is on, by the name the references give it. */
function configLink(id: string | null | undefined, refs: EvidenceRefs | undefined) {
  const config = id ? refs?.configs[id] : undefined;
  return id ? (
    <ConfigLink id={id} name={config?.name ?? 'Config item'} type={config?.type} />
  ) : null;
}

/** A topology component, linked, with its icon and name (the evidence's, the heading's chips). */
export function ComponentLink(props: { id: string; component?: ComponentRef; className: string }) {
  const { component } = props;
  return (
    <Link className={props.className} to={paths.topologyItem(props.id)}>
      <TypeIcon name={component?.icon || component?.type} size={16} fallback="cube" />
      {component?.name ?? 'Component'}
    </Link>
  );
}

const missing = (what: string) => (
  <span className="mc-evidence-muted">The {what} is no longer known.</span>
);

export function EvidenceView(props: { evidence: Evidence; refs: EvidenceRefs | undefined }) {
  const body = evidenceBody(props.evidence, props.refs);
  return body ? <div className="mc-evidence-body">{body}</div> : null;
}

/** What an evidence shows by its type: what it points at (linked), its lines or its message. */
function evidenceBody(e: Evidence, refs: EvidenceRefs | undefined): ReactNode {
  const componentLink = e.component_id ? (
    <ComponentLink
      id={e.component_id}
      component={refs?.components[e.component_id]}
      className="mc-evidence-link"
    />
  ) : null;
  const check = e.check_id ? refs?.checks[e.check_id] : undefined;
  const change = e.config_change_id ? refs?.changes[e.config_change_id] : undefined;
  const analysis = e.config_analysis_id ? refs?.analyses[e.config_analysis_id] : undefined;
  const comment = e.evidence?.['comment'];
  switch (e.type) {
    case 'log':
    case 'config':
      return (
        <>
          {configLink(e.config_id, refs)}
          {componentLink}
          <Lines evidence={e} context={e.type === 'log' ? LOG_CONTEXT_LINES : 0} />
        </>
      );
    case 'topology':
      return componentLink ?? missing('component');
    case 'check':
      if (!e.check_id) return missing('check');
      return (
        <Link className="mc-evidence-link" to={paths.health({ checkId: e.check_id })}>
          <StatusDot status={check?.status} />
          <TypeIcon name={check?.icon || check?.type} size={16} fallback="pulse" />
          {check?.name ?? 'Health check'}
          <StatusTag vocabulary={HEALTH} value={check?.status} />
        </Link>
      );
    case 'config_change':
      return (
        <>
          {configLink(change?.config_id ?? e.config_id, refs)}
          <div className="mc-evidence-row">
            <Tag minimal intent="primary">
              {change?.change_type ?? 'Change'}
            </Tag>
            <span>{change?.summary ?? ''}</span>
            {change?.created_at ? <RelativeTime value={change.created_at} /> : null}
          </div>
        </>
      );
    case 'config_analysis':
      return (
        <>
          {configLink(analysis?.config_id ?? e.config_id, refs)}
          <div className="mc-evidence-row">
            <StatusTag vocabulary={SEVERITY} value={analysis?.severity} />
            <strong>{analysis?.analyzer ?? 'Insight'}</strong>
            {analysis?.analysis_type ? <span>({analysis.analysis_type})</span> : null}
          </div>
          {analysis?.message ? <p className="mc-evidence-message">{analysis.message}</p> : null}
        </>
      );
    case 'comment':
      return typeof comment === 'string' && comment && comment !== e.description ? (
        <p className="mc-evidence-message">{comment}</p>
      ) : null;
    default:
      return null;
  }
}
