import { describe, expect, it } from 'vitest';
import { judge, targetText } from './bench-lib.ts';
import { patternToRegExp } from './browser/intercept.ts';

const metric = (samples: number[]) => ({ name: 'x', unit: 'ms' as const, samples, target: 500 });

describe('targets, judged by performance.md B.4', () => {
  it('is met when the median is at or under the target', () => {
    const v = judge(metric([450, 470, 490, 510, 900]));
    expect([v.targetMet, v.targetMetStrictly]).toEqual([true, true]);
    expect(targetText(v)).toBe('met');
  });

  it('is met within the tolerance when the median is over it by at most 20 %', () => {
    const v = judge(metric([520, 526, 540, 560, 575]));
    expect([v.targetMet, v.targetMetStrictly]).toEqual([true, false]);
    expect(targetText(v)).toBe(
      "met within B.4's tolerance (median +8 %, no run over twice the target)",
    );
  });

  it('is not met past the tolerance, or with a run over twice the target', () => {
    expect(targetText(judge(metric([590, 610, 620, 640, 650])))).toBe('NOT MET');
    expect(targetText(judge(metric([450, 460, 470, 480, 1001])))).toBe('NOT MET');
  });
});

describe("the benchmarks' own interception (browser/intercept.ts)", () => {
  it("reads CDP's URL patterns: * any run, ? one character, \\ escapes", () => {
    const logs = patternToRegExp('*/org/*/api/logs');
    expect(logs.test('http://127.0.0.1:4000/org/sandbox/api/logs')).toBe(true);
    expect(logs.test('http://127.0.0.1:4000/org/sandbox/api/logs/x')).toBe(false);
    const detail = patternToRegExp('*/api/db/config_detail\\?*');
    expect(detail.test('http://h/org/a/api/db/config_detail?id=eq.1')).toBe(true);
    expect(detail.test('http://h/org/a/api/db/config_details')).toBe(false);
    expect(patternToRegExp('*/ipc/cache:rea?').test('http://h/ipc/cache:read')).toBe(true);
    expect(patternToRegExp('a.b').test('axb')).toBe(false);
  });
});
