// An incident as a self-contained snapshot for a postmortem (issue 21): one HTML file with inline
// CSS and no scripts — every value escaped — holding the incident's facts, its timeline (oldest
// first, each entry its type and the changelog's sentence), its hypotheses with their evidence
// and comments; and the same data as JSON. Nothing in the file loads from anywhere.
import type {
  Comment,
  Evidence,
  Hypothesis,
  IncidentDetail,
  IncidentHistory,
} from '../../../api/services/incidents.types.ts';
import { personOf } from '../../../api/services/wire-parts.ts';
import { historySentence } from '../detail/incident-model.ts';
import { buildHypothesisTree, byCreation, flattenTree } from '../plan/hypothesis-tree.ts';

export interface IncidentSnapshot {
  incident: IncidentDetail;
  history: readonly IncidentHistory[];
  organisation: string;
  exportedAt: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

const personName = (person: Parameters<typeof personOf>[0]): string => {
  const p = personOf(person, '');
  return p.name || p.email || p.id;
};

/** `2026-11-26T06:50:00Z` → `2026-11-26 06:50:00 UTC`: a postmortem reads one time zone. */
function snapshotTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

const CSS = `
body{font:14px/1.45 -apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1c2127;max-width:960px;margin:24px auto;padding:0 16px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px;border-bottom:1px solid #d3d8de;padding-bottom:4px}
.meta{color:#5f6b7c;margin:0 0 16px}table{border-collapse:collapse;width:100%}
th,td{text-align:left;vertical-align:top;padding:4px 8px;border-bottom:1px solid #e5e8eb}th{background:#f6f7f9}
.facts th{width:160px}.hyp{border:1px solid #d3d8de;border-radius:4px;padding:8px 12px;margin:8px 0}
.hyp h3{font-size:15px;margin:0 0 4px}.tag{display:inline-block;background:#e5e8eb;border-radius:3px;padding:0 6px;margin-right:6px;font-size:12px}
ul{margin:4px 0;padding-left:20px}pre{white-space:pre-wrap;background:#f6f7f9;padding:6px;border-radius:3px;margin:4px 0}
.muted{color:#5f6b7c}`;

function evidenceHtml(evidence: Evidence): string {
  const lines = (evidence.evidence as { lines?: unknown } | null | undefined)?.lines;
  const excerpt = Array.isArray(lines) ? lines.map(String).join('\n') : '';
  return `<li><span class="tag">${escapeHtml(evidence.type)}</span>${escapeHtml(evidence.description || '(no description)')}${
    evidence.definition_of_done
      ? ` <span class="tag">definition of done${evidence.done ? ': done' : ''}</span>`
      : ''
  } <span class="muted">${escapeHtml(personName(evidence.created_by))} ${escapeHtml(snapshotTime(evidence.created_at))}</span>${
    excerpt ? `<pre>${escapeHtml(excerpt)}</pre>` : ''
  }</li>`;
}

function commentHtml(comment: Comment): string {
  const who = personName(comment.created_by) || comment.external_created_by || '';
  return `<li><span class="muted">${escapeHtml(who)} ${escapeHtml(snapshotTime(comment.created_at))}</span><br>${escapeHtml(comment.comment)}</li>`;
}

function hypothesisHtml(h: Hypothesis, depth: number): string {
  const evidences = h.evidences ?? [];
  const comments = h.comments ?? [];
  return `<div class="hyp" style="margin-left:${depth * 24}px"><h3>${escapeHtml(h.title)}</h3>
<p class="meta"><span class="tag">${escapeHtml(h.type)}</span><span class="tag">${escapeHtml(h.status ?? 'possible')}</span>${escapeHtml(personName(h.created_by))} ${escapeHtml(snapshotTime(h.created_at))}</p>
${evidences.length > 0 ? `<strong>Evidence</strong><ul>${evidences.map(evidenceHtml).join('')}</ul>` : ''}
${comments.length > 0 ? `<strong>Comments</strong><ul>${comments.map(commentHtml).join('')}</ul>` : ''}</div>`;
}

export function incidentSnapshotHtml(snapshot: IncidentSnapshot): string {
  const { incident } = snapshot;
  const timeline = [...snapshot.history].sort(byCreation);
  const facts: [string, string | null | undefined][] = [
    ['Incident', incident.incident_id],
    ['Status', incident.status],
    ['Severity', incident.severity],
    ['Type', incident.type],
    ['Commander', personName(incident.commander)],
    ['Created', snapshotTime(incident.created_at)],
    ['Acknowledged', snapshotTime(incident.acknowledged)],
    ['Resolved', snapshotTime(incident.resolved)],
    ['Closed', snapshotTime(incident.closed)],
  ];
  // In the action plan's order (root, then its children), indented by depth.
  const hypotheses = flattenTree(buildHypothesisTree(incident.hypotheses ?? []));
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(incident.incident_id ?? '')} ${escapeHtml(incident.title)}</title>
<style>${CSS}</style></head><body>
<h1>${escapeHtml(incident.title)}</h1>
<p class="meta">${escapeHtml(snapshot.organisation)} · exported ${escapeHtml(snapshotTime(snapshot.exportedAt))}</p>
${incident.description ? `<p>${escapeHtml(incident.description)}</p>` : ''}
<table class="facts"><tbody>${facts
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</tbody></table>
<h2>Timeline</h2>
${
  timeline.length === 0
    ? '<p class="muted">No history.</p>'
    : `<table class="timeline"><thead><tr><th>Time</th><th>By</th><th>What</th></tr></thead><tbody>${timeline
        .map(
          (e) =>
            `<tr><td>${escapeHtml(snapshotTime(e.created_at))}</td><td>${escapeHtml(personName(e.created_by))}</td><td><span class="tag">${escapeHtml(e.type ?? 'change')}</span>${escapeHtml(historySentence(e))}</td></tr>`,
        )
        .join('')}</tbody></table>`
}
<h2>Hypotheses</h2>
${hypotheses.length === 0 ? '<p class="muted">No hypotheses.</p>' : hypotheses.map(({ node, depth }) => hypothesisHtml(node.hypothesis, depth)).join('\n')}
</body></html>
`;
}

export function incidentSnapshotJson(snapshot: IncidentSnapshot): string {
  return `${JSON.stringify(snapshot, null, 2)}\n`;
}

/** `INC-12-2026-11-26.html`: the incident's number (or id) and the day. */
export function snapshotFileName(
  incident: Pick<IncidentDetail, 'id' | 'incident_id'>,
  ext: 'html' | 'json',
  now = new Date(),
): string {
  const base = (incident.incident_id || incident.id).replace(/[^A-Za-z0-9_-]+/g, '-');
  return `${base}-${now.toISOString().slice(0, 10)}.${ext}`;
}
