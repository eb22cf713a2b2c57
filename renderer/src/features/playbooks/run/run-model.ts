// The run page's pure rules (spec 3 §2.10, §4, §5): the steps list (an Initialization
// pseudo-step when a failed run carries an error; skipped actions cannot be selected), which step
// is shown, an action's output as sections (stdout, stderr, logs, else the JSON), long outputs
// capped to their last lines so a polled page stays cheap, and log links for http(s) only.
import { FINAL_RUN_STATUSES } from '../../../api/services/playbook-runs.ts';
import type { PlaybookRun, RunAction } from '../../../api/services/playbook-runs.types.ts';
import { parseTimestamp } from '../../../lib/format/timestamp.ts';
import { prettyJson } from '../../../lib/format/pretty-json.ts';

export const INITIALIZATION_ID = 'initialization';
/** Lines of one output section rendered at once; Download logs gives the whole text. */
export const MAX_RENDERED_LINES = 1000;

export interface RunStep {
  id: string;
  name: string;
  status: string;
  start_time?: string | null;
  end_time?: string | null;
  selectable: boolean;
  /** The action, or null for the Initialization pseudo-step. */
  action: RunAction | null;
}

export function runSteps(run: PlaybookRun, actions: readonly RunAction[]): RunStep[] {
  const steps: RunStep[] = [];
  if (run.status === 'failed' && run.error)
    steps.push({
      id: INITIALIZATION_ID,
      name: 'Initialization',
      status: 'failed',
      start_time: run.start_time ?? run.scheduled_time,
      end_time: run.end_time,
      selectable: true,
      action: null,
    });
  for (const action of actions)
    steps.push({ ...action, selectable: action.status !== 'skipped', action });
  return steps;
}

/** The step to show: the one in the URL if selectable, else the running one, else the latest. */
export function selectedStep(steps: readonly RunStep[], wanted: string | null): RunStep | null {
  const selectable = steps.filter((s) => s.selectable);
  const byUrl = selectable.find((s) => s.id === wanted);
  if (byUrl) return byUrl;
  const running = selectable.find((s) => s.status === 'running');
  if (running) return running;
  const started = selectable.filter((s) => s.start_time || s.id === INITIALIZATION_ID);
  return started[started.length - 1] ?? selectable[0] ?? null;
}

export interface OutputSection {
  title: string;
  text: string;
  kind: 'stdout' | 'stderr' | 'logs' | 'error' | 'json';
}

const TEXT_KEYS = [
  ['stdout', 'Output', 'stdout'],
  ['stderr', 'Errors', 'stderr'],
  ['logs', 'Logs', 'logs'],
] as const;

/** An action's output as sections; an empty list means 'No result'. */
export function outputSections(result: unknown, error: string | null | undefined): OutputSection[] {
  const sections: OutputSection[] = [];
  if (typeof result === 'string' && result.trim()) {
    sections.push({ title: 'Output', text: result, kind: 'stdout' });
  } else if (result && typeof result === 'object' && !Array.isArray(result)) {
    const record = result as Record<string, unknown>;
    let known = false;
    for (const [key, title, kind] of TEXT_KEYS) {
      const value = record[key];
      if (typeof value === 'string') {
        known = true;
        if (value.trim()) sections.push({ title, text: value, kind });
      }
    }
    const rest = Object.fromEntries(
      Object.entries(record).filter(
        ([key]) => !TEXT_KEYS.some(([k]) => k === key) && key !== 'exitCode',
      ),
    );
    const shown = known ? rest : record;
    if (Object.keys(shown).length > 0)
      sections.push({ title: 'Result', text: prettyJson(shown), kind: 'json' });
  } else if (Array.isArray(result) && result.length > 0) {
    sections.push({ title: 'Result', text: prettyJson(result), kind: 'json' });
  }
  if (error && error.trim()) sections.push({ title: 'Error', text: error, kind: 'error' });
  return sections;
}

/** The last `max` lines of a text, with how many there were. */
export function lastLines(
  text: string,
  max: number = MAX_RENDERED_LINES,
): { text: string; total: number; shown: number } {
  const body = text.endsWith('\n') ? text.slice(0, -1) : text;
  let total = 1;
  let cut = -1;
  // Counts from the end so a 10,000-line log costs one pass and one slice.
  for (let i = body.length - 1; i >= 0; i--) {
    if (body.charCodeAt(i) === 10) {
      if (total === max) cut = i;
      total++;
    }
  }
  if (total <= max || cut < 0) return { text: body, total, shown: total };
  return { text: body.slice(cut + 1), total, shown: max };
}

export type LinkPart = { text: string; href?: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s"'<>()[\]{}]+/gi;

/** Splits text into plain parts and links; only http and https URLs become links. */
export function linkParts(text: string): LinkPart[] {
  const parts: LinkPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    // A sentence's full stop or comma is not part of the link.
    const url = match[0].replace(/[.,;:!?]+$/, '');
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: url, href: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** A step's sections: its action's output, or the run's error for the Initialization step. */
export function stepSections(step: RunStep, result: unknown, runError: string | null | undefined) {
  return step.action
    ? outputSections(result, step.action.error)
    : [{ title: 'Error', text: runError ?? '', kind: 'error' } as const];
}

/** The whole text Download logs saves for a step. */
export function logsText(step: RunStep, result: unknown, runError: string | null | undefined) {
  if (!step.action) return `Initialization\n\n${runError ?? ''}\n`;
  const sections = outputSections(result, step.action.error);
  return sections.map((s) => `==> ${s.title} <==\n${s.text.replace(/\n?$/, '\n')}`).join('\n');
}

/**
 * The time a run was queued (spec 3 §2.10 'queued'): from being scheduled (its creation when the
 * row has no schedule time) to its start. A run that ended without starting waited until its end,
 * one still waiting counts until now; a finished run with neither start nor end has no known
 * queue time: never now − created, which grows for ever (issue 32: 'QUEUED 143.7h').
 */
export function queuedMs(run: PlaybookRun, now: Date): number | undefined {
  const scheduled = parseTimestamp(run.scheduled_time) ?? parseTimestamp(run.created_at);
  if (!scheduled) return undefined;
  const waiting = !FINAL_RUN_STATUSES.includes(run.status);
  const to =
    parseTimestamp(run.start_time) ?? parseTimestamp(run.end_time) ?? (waiting ? now : null);
  if (!to) return undefined;
  return Math.max(0, to.getTime() - scheduled.getTime());
}

/** Parameter values as P6 takes them: strings (objects as JSON). */
export function paramsForRerun(parameters: PlaybookRun['parameters']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(parameters ?? {})) {
    if (value === null || value === undefined) continue;
    out[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return out;
}
