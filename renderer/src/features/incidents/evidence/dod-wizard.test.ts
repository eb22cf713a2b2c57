import { describe, expect, it } from 'vitest';
import type { Evidence } from '../../../api/services/incidents.types.ts';
import { validateFields } from '../../../components/form-kit/field.ts';
import {
  DOD_START,
  EXAMPLE_SCRIPTS,
  dodSteps,
  exampleScript,
  type DodValues,
} from './dod-wizard.ts';
import { evidencePicker } from './EvidenceView.tsx';

const ev = (type: string): Evidence => ({ id: type, hypothesis_id: 'h', type });
const steps = dodSteps(
  evidencePicker('Select evidence', [{ evidence: ev('e1') }], undefined),
  null,
);
const errors = (step: number, values: Partial<DodValues>) =>
  validateFields(steps[step]!, (id) => ({ ...DOD_START, ...values })[id as keyof DodValues]);

describe('definition-of-done wizard', () => {
  it('needs a mode before going on', () => {
    expect(errors(0, {})).toEqual({ mode: 'Please choose Automatic or Manual' });
    expect(errors(0, { mode: 'manual' })).toEqual({});
  });

  it('needs selected evidence (automatic) or non-empty text (manual)', () => {
    expect(errors(1, { mode: 'automatic' })).toEqual({
      selected: 'Please select atleast one evidence',
    });
    expect(errors(1, { mode: 'automatic', selected: ['e1'] })).toEqual({});
    expect(errors(1, { mode: 'manual', text: '   ' })).toEqual({
      text: 'Please describe what has to be done',
    });
    expect(errors(1, { mode: 'manual', text: 'Postmortem written' })).toEqual({});
  });

  it('leaves the script optional', () => {
    expect(errors(2, { mode: 'automatic' })).toEqual({});
  });

  it('offers the example script for check and insight evidence only', () => {
    expect(exampleScript([ev('check')])).toBe(EXAMPLE_SCRIPTS['check']);
    expect(exampleScript([ev('config_analysis')])).toBe(EXAMPLE_SCRIPTS['config_analysis']);
    expect(exampleScript([ev('check'), ev('config')])).toBeNull();
    expect(exampleScript([ev('log')])).toBeNull();
    expect(exampleScript([])).toBeNull();
  });
});
