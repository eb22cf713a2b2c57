import { describe, expect, it } from 'vitest';
import type { Evidence } from '../../../api/services/incidents.types.ts';
import { EXAMPLE_SCRIPTS, dodStepError, exampleScript, initialDodWizard } from './dod-wizard.ts';

const ev = (type: string): Evidence => ({ id: type, hypothesis_id: 'h', type });

describe('definition-of-done wizard', () => {
  it('needs a mode before going on', () => {
    expect(dodStepError(initialDodWizard)).not.toBeNull();
    expect(dodStepError({ ...initialDodWizard, mode: 'manual' })).toBeNull();
  });

  it('needs selected evidence (automatic) or non-empty text (manual)', () => {
    const auto = { ...initialDodWizard, mode: 'automatic' as const, step: 'evidence' as const };
    expect(dodStepError(auto)).toBe('Please select atleast one evidence');
    expect(dodStepError({ ...auto, selected: ['e1'] })).toBeNull();
    const manual = { ...auto, mode: 'manual' as const };
    expect(dodStepError({ ...manual, text: '   ' })).not.toBeNull();
    expect(dodStepError({ ...manual, text: 'Postmortem written' })).toBeNull();
  });

  it('leaves the script optional', () => {
    expect(dodStepError({ ...initialDodWizard, mode: 'automatic', step: 'script' })).toBeNull();
  });

  it('offers the example script for check and insight evidence only', () => {
    expect(exampleScript([ev('check')])).toBe(EXAMPLE_SCRIPTS['check']);
    expect(exampleScript([ev('config_analysis')])).toBe(EXAMPLE_SCRIPTS['config_analysis']);
    expect(exampleScript([ev('check'), ev('config')])).toBeNull();
    expect(exampleScript([ev('log')])).toBeNull();
    expect(exampleScript([])).toBeNull();
  });
});
