import { describe, expect, it } from 'vitest';
import {
  agentStatus,
  aggregateHealth,
  formatPercent,
  progressColor,
  progressWidth,
  statusDotColor,
  uptimePercent,
} from './health.ts';

describe('statusDotColor', () => {
  it.each([
    ['unhealthy', 'red'],
    ['Degraded', 'red'],
    ['missing', 'red'],
    ['unknown', 'gray'],
    ['suspended', 'gray'],
    ['warning', 'orange'],
    ['mixed', 'orange'],
    ['healthy', 'green'],
    ['good', 'green'],
    ['passing', 'green'],
    ['', 'gray'],
    ['  ', 'gray'],
    [null, 'gray'],
    [undefined, 'gray'],
  ])('%s → %s', (status, color) => {
    expect(statusDotColor(status)).toBe(color);
  });
});

describe('aggregateHealth', () => {
  it('is good, mixed or bad', () => {
    expect(aggregateHealth([true, true])).toBe('good');
    expect(aggregateHealth([true, false])).toBe('mixed');
    expect(aggregateHealth([false, false])).toBe('bad');
  });
});

describe('uptime and percent', () => {
  it('rounds uptime to 2 decimals and shows one', () => {
    expect(uptimePercent(2, 1)).toBe(66.67);
    expect(uptimePercent(0, 0)).toBeUndefined();
    expect(formatPercent(uptimePercent(2, 1))).toBe('66.7%');
    expect(formatPercent(undefined)).toBe('');
  });
});

describe('agentStatus', () => {
  const now = new Date('2024-05-15T12:00:00Z');
  it('is Online within 61 seconds', () => {
    expect(agentStatus(new Date(now.getTime() - 61_000), now)).toBe('Online');
    expect(agentStatus(new Date(now.getTime() - 61_001), now)).toBe('Offline');
    expect(agentStatus(null, now)).toBe('Offline');
  });
});

describe('progress bar', () => {
  it.each([
    [0, 'none'],
    [0.9, 'none'],
    [1, 'green'],
    [75, 'green'],
    [75.1, 'orange'],
    [90, 'orange'],
    [90.1, 'red'],
    [150, 'red'],
  ])('%d%% is %s', (percent, color) => {
    expect(progressColor(percent)).toBe(color);
  });

  it('clamps the width to 5…100', () => {
    expect(progressWidth(0)).toBe(5);
    expect(progressWidth(42)).toBe(42);
    expect(progressWidth(250)).toBe(100);
    expect(progressWidth(Number.NaN)).toBe(5);
  });
});
