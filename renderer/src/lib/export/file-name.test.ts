import { describe, expect, it } from 'vitest';
import { exportFileName, filterSummary, slugPart } from './file-name.ts';

// Local time: the name carries the user's clock, not UTC.
const at = new Date(2026, 10, 26, 9, 5);

describe('exportFileName', () => {
  it('names the file after the organisation, the screen, the filters and the minute', () => {
    expect(
      exportFileName({ organisation: 'Acme Prod', screen: 'Jobs History', filters: '' }, 'csv', at),
    ).toBe('acme-prod-jobs-history-2026-11-26-0905.csv');
    expect(
      exportFileName(
        { organisation: 'Sandbox', screen: 'Playbook Runs', filters: 'failed' },
        'json',
        at,
      ),
    ).toBe('sandbox-playbook-runs-failed-2026-11-26-0905.json');
  });

  it('makes a hostile organisation name safe on every OS', () => {
    const hostile = [
      '../../etc/passwd',
      'a/b\\c:d*e?f"g<h>i|j',
      '...hidden',
      'CON',
      'evil\u202Egnp.exe',
      'tab\there\nnewline\u0000nul',
    ];
    for (const organisation of hostile) {
      const name = exportFileName({ organisation, screen: 'Users' }, 'csv', at);
      expect(name).not.toMatch(/[/\\:*?"<>|\u202e]/);
      expect([...name].every((c) => c >= ' ')).toBe(true);
      expect(name.startsWith('.')).toBe(false);
      expect(name.startsWith('-')).toBe(false);
      expect(name).toMatch(/-users-2026-11-26-0905\.csv$/);
    }
    expect(exportFileName({ organisation: '../../etc/passwd', screen: 'Users' }, 'csv', at)).toBe(
      'etc-passwd-users-2026-11-26-0905.csv',
    );
    // Nothing left of the name: a word stands in for it.
    expect(exportFileName({ organisation: '///', screen: '' }, 'csv', at)).toBe(
      'organisation-export-2026-11-26-0905.csv',
    );
  });

  it('keeps letters of any script, drops accents, and bounds the length', () => {
    expect(slugPart('Équipe Ünïcode', 40)).toBe('equipe-unicode');
    expect(slugPart('東京 本番', 40)).toBe('東京-本番');
    const long = exportFileName({ organisation: 'x'.repeat(500), screen: 'y'.repeat(500) }, 'csv');
    expect(long.length).toBeLessThan(120);
    expect(slugPart('ab cd', 3)).toBe('ab');
  });
});

describe('filterSummary', () => {
  const filters = [
    { param: 'playbook', options: [{ value: 'a1b2', label: 'Restart Pod' }] },
    {
      param: 'status',
      options: [
        { value: 'SUCCESS', label: 'Success' },
        { value: 'FAILED', label: 'Failed' },
      ],
    },
    { param: 'resourceType' },
  ];

  it('is empty without an active filter', () => {
    expect(filterSummary(filters, {})).toBe('');
    expect(filterSummary(filters, { status: 'all', playbook: '' })).toBe('');
  });

  it('joins the values by their labels, in the filters order, excluded ones as not-', () => {
    expect(filterSummary(filters, { status: 'FAILED', playbook: 'a1b2' })).toBe(
      'restart-pod-failed',
    );
    expect(filterSummary(filters, { status: 'SUCCESS:-1', resourceType: 'canary' })).toBe(
      'not-success-canary',
    );
    expect(filterSummary(filters, { resourceType: 'Kubernetes::Deployment' })).toBe(
      'kubernetes-deployment',
    );
  });

  it('reads a time range by its display text, not its URL params', () => {
    const range = [{ param: 'timeRange', kind: 'timeRange' }];
    expect(
      filterSummary(range, { timeRange: 'rangeType=relative&display=7+days&range=now-7d' }),
    ).toBe('7-days');
  });

  it('stays short', () => {
    const many = { resourceType: Array.from({ length: 40 }, (_, i) => `type${i}`).join(' ') };
    expect(filterSummary(filters, many).length).toBeLessThanOrEqual(48);
  });
});
