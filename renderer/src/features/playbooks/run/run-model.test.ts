import { describe, expect, it } from 'vitest';
import type { PlaybookRun, RunAction } from '../../../api/services/playbook-runs.types.ts';
import {
  INITIALIZATION_ID,
  lastLines,
  linkParts,
  outputSections,
  paramsForRerun,
  runSteps,
  selectedStep,
  queuedMs,
} from './run-model.ts';

const run = (over: Partial<PlaybookRun> = {}): PlaybookRun => ({
  id: 'r1',
  playbook_id: 'p1',
  status: 'running',
  ...over,
});
const action = (id: string, status: string, start: string | null = '2026-01-01T00:00:00Z') =>
  ({ id, name: id, status, start_time: start }) as RunAction;

describe('runSteps', () => {
  it('adds Initialization only for a failed run with an error', () => {
    expect(runSteps(run({ status: 'failed', error: 'boom' }), [])[0]?.id).toBe(INITIALIZATION_ID);
    expect(runSteps(run({ status: 'failed' }), [])).toEqual([]);
    expect(runSteps(run({ status: 'completed', error: 'x' }), [])).toEqual([]);
  });

  it('makes skipped actions unselectable and picks the running or latest step', () => {
    const steps = runSteps(run(), [
      action('a', 'completed'),
      action('b', 'running'),
      action('c', 'skipped', null),
    ]);
    expect(steps.map((s) => s.selectable)).toEqual([true, true, false]);
    expect(selectedStep(steps, null)?.id).toBe('b');
    expect(selectedStep(steps, 'c')?.id).toBe('b');
    expect(selectedStep(steps, 'a')?.id).toBe('a');
  });
});

describe('outputSections', () => {
  it('shows stdout, stderr and logs, and nothing for an empty result', () => {
    const sections = outputSections({ stdout: 'ok\n', stderr: '', logs: 'l1', exitCode: 0 }, null);
    expect(sections.map((s) => s.title)).toEqual(['Output', 'Logs']);
    expect(outputSections(null, null)).toEqual([]);
    expect(outputSections({}, null)).toEqual([]);
  });

  it('shows other results as JSON and the error last', () => {
    const sections = outputSections({ code: 200 }, 'bad');
    expect(sections.map((s) => s.kind)).toEqual(['json', 'error']);
  });
});

describe('lastLines', () => {
  it('keeps short texts and cuts long ones to their last lines', () => {
    expect(lastLines('a\nb\n', 5)).toEqual({ text: 'a\nb', total: 2, shown: 2 });
    const long = Array.from({ length: 10_000 }, (_, i) => `line ${i}`).join('\n');
    const cut = lastLines(long, 1000);
    expect(cut.total).toBe(10_000);
    expect(cut.shown).toBe(1000);
    expect(cut.text.split('\n')).toHaveLength(1000);
    expect(cut.text.startsWith('line 9000\n')).toBe(true);
  });
});

describe('linkParts', () => {
  it('links http and https only, without trailing punctuation', () => {
    expect(linkParts('see https://a.example/x. or ftp://b or javascript:alert(1)')).toEqual([
      { text: 'see ' },
      { text: 'https://a.example/x', href: 'https://a.example/x' },
      { text: '. or ftp://b or javascript:alert(1)' },
    ]);
  });
});

it('sends parameters back as strings', () => {
  expect(paramsForRerun({ a: '1', b: 2, c: { x: 1 }, d: null })).toEqual({
    a: '1',
    b: '2',
    c: '{"x":1}',
  });
});

describe('the time a run was queued', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const run = (fields: Partial<PlaybookRun>): PlaybookRun => ({
    id: 'r',
    playbook_id: 'p',
    status: 'completed',
    ...fields,
  });
  const hour = 3_600_000;

  it('runs from the schedule time to the start', () => {
    const started = run({
      created_at: '2026-11-23T12:00:00Z',
      scheduled_time: '2026-11-29T10:00:00Z',
      start_time: '2026-11-29T10:00:30Z',
      end_time: '2026-11-29T10:05:00Z',
    });
    expect(queuedMs(started, now)).toBe(30_000);
  });

  it('runs from the creation when the row has no schedule time', () => {
    const started = run({ created_at: '2026-11-29T10:00:00Z', start_time: '2026-11-29T10:01:00Z' });
    expect(queuedMs(started, now)).toBe(60_000);
  });

  it('never counts to now for a finished run (issue 32: QUEUED 143.7h)', () => {
    for (const status of ['completed', 'failed', 'cancelled', 'timed_out']) {
      const finished = run({ status, created_at: '2026-11-23T12:18:00Z' });
      expect(queuedMs(finished, now)).toBeUndefined();
    }
  });

  it('counts a run cancelled before it started until its end', () => {
    const cancelled = run({
      status: 'cancelled',
      scheduled_time: '2026-11-29T09:00:00Z',
      end_time: '2026-11-29T10:00:00Z',
    });
    expect(queuedMs(cancelled, now)).toBe(hour);
  });

  it('counts a run still waiting until now', () => {
    const waiting = run({ status: 'scheduled', scheduled_time: '2026-11-29T11:00:00Z' });
    expect(queuedMs(waiting, now)).toBe(hour);
  });
});
