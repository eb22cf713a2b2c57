// The colour of a free-text status or label that no single vocabulary owns (a view's status
// column, a pie chart's slice): the first of health, severity, a resource's status and run status
// that knows the word gives its intent; an unknown word stays plain.
import type { Intent } from '@blueprintjs/core';
import { HEALTH } from './health.ts';
import { RESOURCE_STATUS } from './resource-status.ts';
import { RUN_STATUS } from './run-status.ts';
import { SEVERITY } from './severity.ts';
import { find } from './vocabulary.ts';

const ORDER = [HEALTH, SEVERITY, RESOURCE_STATUS, RUN_STATUS];

/** Intent by the first vocabulary that lists the word (or an alias); undefined when none does. */
export function knownIntent(value: unknown): Intent | undefined {
  if (typeof value !== 'string' && typeof value !== 'boolean') return undefined;
  for (const vocab of ORDER) {
    const entry = find(vocab, String(value));
    if (entry) return entry.intent;
  }
  return undefined;
}

/** As knownIntent, with `none` (grey) for an unknown word. */
export const heuristicIntent = (value: unknown): Intent => knownIntent(value) ?? 'none';
