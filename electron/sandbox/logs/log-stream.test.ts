import { describe, expect, it } from 'vitest';
import { logStream, RETENTION_MS, searchLogs, searchLogsJson } from './log-stream.ts';
import { parseDuration, parseTimeBound } from './time-range.ts';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const HOUR = 3_600_000;
const component = (type: string, name: string) => ({
  id: '3f1c2b9a-0000-4000-8000-000000000001',
  name,
  type,
  namespace: 'payments',
});

describe('time bounds', () => {
  it('reads ages, now-ages and RFC 3339', () => {
    expect(parseDuration('1h30m')).toBe(1.5 * HOUR);
    expect(parseDuration('7d')).toBe(7 * 24 * HOUR);
    expect(parseDuration('15')).toBeNull();
    expect(parseTimeBound('15m', NOW)).toBe(NOW - 15 * 60_000);
    expect(parseTimeBound('now-2h', NOW)).toBe(NOW - 2 * HOUR);
    expect(parseTimeBound('2026-11-20T11:00:00Z', NOW)).toBe(NOW - HOUR);
    expect(parseTimeBound('', NOW)).toBeUndefined();
    expect(parseTimeBound('tomorrow', NOW)).toBeNaN();
  });
});

describe('log streams', () => {
  const app = logStream(component('Application', 'payments-api'), {
    name: 'kubernetes',
    labels: { app: 'payments-api' },
  });

  it('are a pure function of the stream and the window', () => {
    const q = { from: NOW - 6 * HOUR, to: NOW, limit: 500 };
    const a = searchLogs(app, q, NOW);
    expect(a.results.length).toBeGreaterThan(20);
    expect(searchLogs(app, q, NOW)).toEqual(a);
    // A later clock adds lines; the ones already there stay as they were.
    const later = searchLogs(app, { ...q, to: NOW }, NOW + HOUR);
    expect(later.results).toEqual(a.results);
  });

  it('differ between selectors of one component', () => {
    const other = logStream(component('Application', 'payments-api'), { name: 'sidecar' });
    const q = { from: NOW - HOUR, to: NOW, limit: 5 };
    expect(searchLogs(other, q, NOW).results).not.toEqual(searchLogs(app, q, NOW).results);
  });

  it('keep the retention window and the selector labels', () => {
    const page = searchLogs(app, { from: 0, to: NOW, limit: 1_000_000 }, NOW);
    const first = page.results[0];
    expect(Date.parse(first?.timestamp ?? '')).toBeGreaterThanOrEqual(NOW - RETENTION_MS);
    expect(page.results.every((r) => r.labels.app === 'payments-api')).toBe(true);
    expect(new Set(page.results.map((r) => r.labels.level))).toEqual(
      new Set(['debug', 'info', 'warn', 'error']),
    );
  });

  it('write the same answer as JSON as they return as objects', () => {
    for (const q of [
      { from: NOW - 2 * HOUR, to: NOW, limit: 50 },
      { from: NOW - 2 * HOUR, to: NOW, limit: 50, text: 'request' },
    ]) {
      expect(JSON.parse(searchLogsJson(app, q, NOW).toString('utf8'))).toEqual(
        JSON.parse(JSON.stringify(searchLogs(app, q, NOW))),
      );
    }
    // Nothing found: Go's omitempty leaves every field out.
    expect(searchLogsJson(app, { from: NOW, to: NOW - HOUR, limit: 5 }, NOW).toString()).toBe('{}');
  });

  it('write kind-specific lines', () => {
    const q = { from: NOW - HOUR, to: NOW, limit: 50 };
    const messages = (type: string, name: string, selector: string, selectorType?: string) =>
      searchLogs(logStream(component(type, name), { name: selector, type: selectorType }), q, NOW)
        .results.map((r) => r.message)
        .join('\n');
    expect(messages('KubernetesNode', 'ip-10-0-1-2', 'kubelet')).toMatch(
      /^[IWE]\d{4} .+\.go:\d+\]/m,
    );
    expect(messages('KubernetesNode', 'ip-10-0-1-2', 'containerd')).toContain('level=');
    expect(messages('BusinessService', 'Online Store', 'ingress', 'nginx')).toMatch(
      /"(GET|POST|PUT|DELETE) \S+ HTTP\/2\.0" \d{3} /,
    );
    expect(messages('Database', 'RDS eu-west-1', 'postgresql')).toMatch(
      /UTC:[\d.]+\(\d+\):\w+@\w+/,
    );
  });
});
