import { describe, expect, it } from 'vitest';
import { heuristicIntent, knownIntent } from './heuristic.ts';

describe('the colour of a free-text status', () => {
  it('reads health and severity words first', () => {
    expect(heuristicIntent('unhealthy')).toBe('danger');
    expect(heuristicIntent('Healthy')).toBe('success');
  });

  it("reads a workload's status as Kubernetes means it, not as a playbook run", () => {
    expect(heuristicIntent('Running')).toBe('success');
    expect(heuristicIntent('CrashLoopBackOff')).toBe('danger');
    expect(heuristicIntent('ImagePullBackOff')).toBe('danger');
    expect(heuristicIntent('Pending')).toBe('warning');
  });

  it('leaves an unknown word plain', () => {
    expect(knownIntent('Sunny')).toBeUndefined();
    expect(heuristicIntent('Sunny')).toBe('none');
    expect(knownIntent(42)).toBeUndefined();
  });
});
