import { describe, expect, it } from 'vitest';
import { ANALYSIS_TYPE, INCIDENT_TYPE } from './issue-type.ts';
import { CHANGE_SEVERITY, SEVERITY } from './severity.ts';
import { FEED_STATUS } from './feed-status.ts';
import { USER_STATE } from './user-state.ts';
import { AGENT_STATUS } from './agent-status.ts';
import { HEALTH } from './health.ts';
import { JOB_STATUS } from './job-status.ts';
import { LOG_LEVEL } from './log-level.ts';
import { RUN_STATUS } from './run-status.ts';
import { SEND_STATUS } from './send-status.ts';
import { HYPOTHESIS_STATUS, INCIDENT_STATUS } from './incident-status.ts';
import {
  defineVocabulary,
  find,
  lookup,
  optionsOf,
  valuesOf,
  worst,
  type Vocabulary,
} from './vocabulary.ts';
import { titleCase } from '../text/title-case.ts';

const ALL: Record<string, Vocabulary> = {
  SEVERITY,
  HEALTH,
  RUN_STATUS,
  JOB_STATUS,
  SEND_STATUS,
  LOG_LEVEL,
  ANALYSIS_TYPE,
  INCIDENT_TYPE,
  INCIDENT_STATUS,
  HYPOTHESIS_STATUS,
  FEED_STATUS,
  USER_STATE,
  AGENT_STATUS,
};

describe.each(Object.entries(ALL))('%s', (_name, vocab) => {
  it('lists each value once and every entry has a label', () => {
    const values = valuesOf(vocab);
    expect(new Set(values).size).toBe(values.length);
    for (const entry of vocab.entries) expect(entry.label).not.toBe('');
  });

  it('finds every value and alias, whatever the case', () => {
    for (const entry of vocab.entries) {
      for (const spelling of [entry.value, ...(entry.aliases ?? [])]) {
        expect(find(vocab, spelling.toUpperCase())).toBe(entry);
        expect(find(vocab, ` ${spelling.toLowerCase()} `)).toBe(entry);
      }
    }
  });

  it('keeps unknown and empty values safe', () => {
    expect(lookup(vocab, 'brand_new_value')).toMatchObject({
      label: 'Brand New Value',
      intent: 'none',
      icon: null,
    });
    expect(lookup(vocab, null).label).toBe('');
    expect(lookup(vocab, undefined).intent).toBe('none');
  });
});

describe('defineVocabulary', () => {
  it('refuses a spelling listed twice', () => {
    const row = { label: 'A', intent: 'none', icon: null, rank: 0 } as const;
    expect(() =>
      defineVocabulary('t', [
        { ...row, value: 'a' },
        { ...row, value: 'b', aliases: ['A'] },
      ]),
    ).toThrow(/"A" is listed twice/);
  });
});

describe('severity', () => {
  it('offers the spec values in order of seriousness (issue 32 item 11)', () => {
    const spec = ['info', 'warning', 'low', 'medium', 'high', 'blocker', 'critical'];
    expect(valuesOf(SEVERITY)).toEqual(spec);
    expect(valuesOf(CHANGE_SEVERITY)).toEqual(spec);
    expect(optionsOf(CHANGE_SEVERITY)[5]).toEqual({ value: 'blocker', label: 'Blocker' });
  });

  it('has one colour per value everywhere', () => {
    expect(lookup(SEVERITY, 'High').intent).toBe('danger');
    expect(lookup(SEVERITY, 'medium').intent).toBe('warning');
    expect(lookup(SEVERITY, 'low').intent).toBe('primary');
    expect(lookup(SEVERITY, 'info').intent).toBe('none');
  });

  it('picks the worst', () => {
    expect(worst(SEVERITY, ['low', 'critical', 'blocker'])?.value).toBe('critical');
    expect(worst(SEVERITY, ['bogus', 'info'])?.value).toBe('info');
    expect(worst(SEVERITY, [])).toBeUndefined();
  });
});

describe('health', () => {
  it('reads the aliases of check and group statuses', () => {
    expect(lookup(HEALTH, 'degraded').value).toBe('unhealthy');
    expect(lookup(HEALTH, 'mixed').value).toBe('warning');
    expect(lookup(HEALTH, 'suspended').value).toBe('unknown');
  });

  it('ranks unhealthy worst and healthy best', () => {
    expect(worst(HEALTH, ['healthy', 'unknown', 'warning'])?.value).toBe('warning');
    expect(worst(HEALTH, ['warning', 'unhealthy'])?.value).toBe('unhealthy');
  });
});

describe('run status', () => {
  it('colours waiting amber (issue 32: the tab and the runs list disagreed)', () => {
    expect(lookup(RUN_STATUS, 'waiting').intent).toBe('warning');
    expect(lookup(RUN_STATUS, 'sleeping').intent).toBe('warning');
    expect(lookup(RUN_STATUS, 'retrying').intent).toBe('primary');
    expect(lookup(RUN_STATUS, 'cancelled').intent).toBe('none');
    expect(lookup(RUN_STATUS, 'pending_approval').label).toBe('Pending Approval');
  });

  it('ranks a failure the worst of a set', () => {
    expect(worst(RUN_STATUS, ['completed', 'failed', 'running'])?.value).toBe('failed');
  });
});

describe('types', () => {
  it('reads both spellings of technical debt as one label and one icon', () => {
    const insight = lookup(ANALYSIS_TYPE, 'technical_debt');
    const incident = lookup(INCIDENT_TYPE, 'technicalDebt');
    expect(insight.label).toBe('Technical Debt');
    expect(incident.label).toBe('Technical Debt');
    expect(incident.icon).toBe(insight.icon);
    expect(lookup(ANALYSIS_TYPE, 'technicalDebt')).toBe(insight);
  });

  it('keeps each table its wire spelling', () => {
    expect(valuesOf(INCIDENT_TYPE)).toContain('technicalDebt');
    expect(valuesOf(ANALYSIS_TYPE)).toContain('technical_debt');
    expect(lookup(INCIDENT_TYPE, 'compliance').icon).toBe(lookup(ANALYSIS_TYPE, 'compliance').icon);
  });
});

describe('other vocabularies', () => {
  it('maps log level aliases', () => {
    expect(lookup(LOG_LEVEL, 'FATAL').value).toBe('error');
    expect(lookup(LOG_LEVEL, 'warn').intent).toBe('warning');
    expect(lookup(LOG_LEVEL, 'trace').value).toBe('debug');
  });

  it('labels a fleet feed signed out in amber', () => {
    expect(lookup(FEED_STATUS, 'signed-out')).toMatchObject({
      label: 'Signed out',
      intent: 'warning',
    });
  });

  it('labels send and job statuses', () => {
    expect(lookup(SEND_STATUS, 'repeat-interval').label).toBe('Repeated');
    expect(lookup(JOB_STATUS, 'failed').intent).toBe('danger');
    expect(lookup(JOB_STATUS, 'running').intent).toBe('warning');
  });
});

describe('titleCase', () => {
  it('splits on underscores and spaces', () => {
    expect(titleCase('pending_approval')).toBe('Pending Approval');
    expect(titleCase('in  progress')).toBe('In Progress');
    expect(titleCase(null)).toBe('');
  });
});
