// An incident as a self-contained snapshot for a postmortem (issue 21): one HTML file with inline
// CSS and no scripts — every value escaped — holding the incident's facts, its timeline (oldest
// first, each entry its type and the changelog's sentence), its hypotheses with their evidence
// and comments (a mention as the name); and the same data as JSON. Nothing in the file loads from
// anywhere.
import type {
  Comment,
  Evidence,
  Hypothesis,
  IncidentDetail,
  IncidentHistory,
} from '../../../api/services/incidents.types.ts';
import { personOf } from '../../../api/services/wire-parts.ts';
import { parseTimestamp } from '../../../lib/format/timestamp.ts';
import { markup, type SafeHtml } from '../../../lib/text/markup.ts';
import { commentText } from '../comments/mentions.ts';
import { historySentence } from '../detail/incident-model.ts';
import { buildHypothesisTree, byCreation, flattenTree } from '../plan/hypothesis-tree.ts';

export interface IncidentSnapshot {
  incident: IncidentDetail;
  history: readonly IncidentHistory[];
  organisation: string;
  exportedAt: string;
}

const personName = (person: Parameters<typeof personOf>[0]): string => {
  const p = personOf(person, '');
  return p.name || p.email || p.id;
};

/** `2026-11-26T06:50:00Z` → `2026-11-26 06:50:00 UTC`: a postmortem reads one time zone. */
function snapshotTime(value: string | null | undefined): string {
  const date = parseTimestamp(value);
  return date ? `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC` : (value ?? '');
}

const CSS = markup`
body{font:14px/1.45 -apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1c2127;max-width:960px;margin:24px auto;padding:0 16px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px;border-bottom:1px solid #d3d8de;padding-bottom:4px}
.meta{color:#5f6b7c;margin:0 0 16px}table{border-collapse:collapse;width:100%}
th,td{text-align:left;vertical-align:top;padding:4px 8px;border-bottom:1px solid #e5e8eb}th{background:#f6f7f9}
.facts th{width:160px}.hyp{border:1px solid #d3d8de;border-radius:4px;padding:8px 12px;margin:8px 0}
.hyp h3{font-size:15px;margin:0 0 4px}.tag{display:inline-block;background:#e5e8eb;border-radius:3px;padding:0 6px;margin-right:6px;font-size:12px}
ul{margin:4px 0;padding-left:20px}pre{white-space:pre-wrap;background:#f6f7f9;padding:6px;border-radius:3px;margin:4px 0}
.muted{color:#5f6b7c}`;

function evidenceHtml(evidence: Evidence): SafeHtml {
  const lines = (evidence.evidence as { lines?: unknown } | null | undefined)?.lines;
  const excerpt = Array.isArray(lines) ? lines.map(String).join('\n') : '';
  const dod = `definition of done${evidence.done ? ': done' : ''}`;
  return markup`<li><span class="tag">${evidence.type}</span>${evidence.description || '(no description)'}${
    evidence.definition_of_done && markup` <span class="tag">${dod}</span>`
  } <span class="muted">${personName(evidence.created_by)} ${snapshotTime(evidence.created_at)}</span>${
    excerpt && markup`<pre>${excerpt}</pre>`
  }</li>`;
}

function commentHtml(comment: Comment): SafeHtml {
  const who = personName(comment.created_by) || comment.external_created_by || '';
  return markup`<li><span class="muted">${who} ${snapshotTime(comment.created_at)}</span><br>${commentText(comment.comment)}</li>`;
}

function hypothesisHtml(h: Hypothesis, depth: number): SafeHtml {
  const evidences = h.evidences ?? [];
  const comments = h.comments ?? [];
  return markup`<div class="hyp" style="margin-left:${depth * 24}px"><h3>${h.title}</h3>
<p class="meta"><span class="tag">${h.type}</span><span class="tag">${h.status ?? 'possible'}</span>${personName(h.created_by)} ${snapshotTime(h.created_at)}</p>
${evidences.length > 0 && markup`<strong>Evidence</strong><ul>${evidences.map(evidenceHtml)}</ul>`}
${comments.length > 0 && markup`<strong>Comments</strong><ul>${comments.map(commentHtml)}</ul>`}</div>`;
}

const timelineRow = (e: IncidentHistory) =>
  markup`<tr><td>${snapshotTime(e.created_at)}</td><td>${personName(e.created_by)}</td><td><span class="tag">${e.type ?? 'change'}</span>${historySentence(e)}</td></tr>`;

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
  return markup`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${incident.incident_id ?? ''} ${incident.title}</title>
<style>${CSS}</style></head><body>
<h1>${incident.title}</h1>
<p class="meta">${snapshot.organisation} · exported ${snapshotTime(snapshot.exportedAt)}</p>
${incident.description && markup`<p>${incident.description}</p>`}
<table class="facts"><tbody>${facts
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => markup`<tr><th>${k}</th><td>${v}</td></tr>`)}</tbody></table>
<h2>Timeline</h2>
${
  timeline.length === 0
    ? markup`<p class="muted">No history.</p>`
    : markup`<table class="timeline"><thead><tr><th>Time</th><th>By</th><th>What</th></tr></thead><tbody>${timeline.map(timelineRow)}</tbody></table>`
}
<h2>Hypotheses</h2>
${hypotheses.length === 0 ? markup`<p class="muted">No hypotheses.</p>` : hypotheses.map(({ node, depth }) => hypothesisHtml(node.hypothesis, depth))}
</body></html>
`.text;
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
