import { describe, expect, it } from 'vitest';
import {
  CREATE_INCIDENT_DEFAULTS,
  INVALID_SEVERITY_TEXT,
  toNewIncident,
  validateCreateIncident,
} from './create-incident-form.ts';
import { typeIcon, typeLabel } from './incident-format.ts';
import { ANALYSIS_TYPE } from '../../../lib/vocabulary/issue-type.ts';
import { lookup } from '../../../lib/vocabulary/vocabulary.ts';

describe('the create incident form (spec 2 §5)', () => {
  it('defaults to severity low, status open and type availability', () => {
    expect(CREATE_INCIDENT_DEFAULTS).toMatchObject({
      severity: 'low',
      status: 'open',
      type: 'availability',
    });
  });

  it('needs a title and nothing else by default', () => {
    expect(validateCreateIncident(CREATE_INCIDENT_DEFAULTS)).toEqual({
      title: 'This field is required',
    });
    expect(validateCreateIncident({ ...CREATE_INCIDENT_DEFAULTS, title: '  ' })).toEqual({
      title: 'This field is required',
    });
    expect(validateCreateIncident({ ...CREATE_INCIDENT_DEFAULTS, title: 'API down' })).toEqual({});
  });

  it('needs a valid severity, a status and a type', () => {
    const values = { title: 'x', description: '', severity: '', status: '', type: '' };
    expect(validateCreateIncident(values)).toEqual({
      severity: 'This field is required',
      status: 'This field is required',
      type: 'This field is required',
    });
    expect(
      validateCreateIncident({ ...values, severity: 'info', status: 'open', type: 'cost' }),
    ).toEqual({ severity: INVALID_SEVERITY_TEXT });
  });

  it('trims what it sends', () => {
    expect(
      toNewIncident({ ...CREATE_INCIDENT_DEFAULTS, title: ' API ', description: ' slow ' }),
    ).toEqual({
      title: 'API',
      description: 'slow',
      severity: 'low',
      status: 'open',
      type: 'availability',
    });
  });
});

describe('incident values on screen', () => {
  it('reads types with the label and icon of insight types', () => {
    expect(typeLabel('technicalDebt')).toBe('Technical Debt');
    expect(typeLabel('availability')).toBe('Availability');
    expect(typeIcon('security')).toBe('shield');
    expect(typeIcon('technicalDebt')).toBe(lookup(ANALYSIS_TYPE, 'technical_debt').icon);
    expect(typeIcon('unknown')).toBe('issue');
  });
});
