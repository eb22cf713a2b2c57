// How an evidence is named in one line, wherever it is shown (the plan, the definition of done,
// the pickers, the changelog's sentences): its type's label and its name.

const EVIDENCE_TYPE_LABELS: Record<string, string> = {
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

/**
 * Its description (unless it only repeats the type) with what it points at in brackets, either
 * alone, else its type: 'Seen in the catalog (api-gateway)', 'api-gateway', 'Health check'.
 */
export function evidenceName(
  evidence: { description?: string | null; type?: string | null },
  target: string | null | undefined,
): string {
  const text = evidence.description?.trim() ?? '';
  const description = text.toLowerCase() === evidence.type ? '' : text;
  if (description && target && description !== target) return `${description} (${target})`;
  return description || target || (evidence.type ? evidenceTypeLabel(evidence.type) : 'evidence');
}
