import { describe, expect, it } from 'vitest';
import { NO_AGENT_ID, scheduleText, settingsSource, sourceText } from './settings-resource.ts';

describe('generic settings rows', () => {
  it('reads tables through their _with_status view where the backend has one', () => {
    expect(settingsSource('canaries')).toMatchObject({
      table: 'canaries_with_status',
      writeTable: 'canaries',
      defaultOrder: { column: 'created_at', ascending: false },
      softDelete: true,
    });
    expect(settingsSource('incident_rules').table).toBe('incident_rules');
    expect(settingsSource('connections').table).toBe('connections');
    expect(settingsSource('logging_backends').table).toBe('logging_backends');
  });

  it('shows the source by the display rules', () => {
    expect(sourceText({ source: null, agent: null })).toBe('UI');
    expect(sourceText({ source: 'ConfigFile', agent: null })).toBe('Linked to local file');
    expect(sourceText({ source: 'kubernetes/default/web', agent: null })).toBe(
      'kubernetes/default/web',
    );
    expect(sourceText({ source: 'UI', agent: { id: 'a1', name: 'eu-west' } })).toBe(
      'Linked to eu-west',
    );
    // An agent id of all zeros is no agent.
    expect(sourceText({ source: 'UI', agent: { id: NO_AGENT_ID, name: 'local' } })).toBe('UI');
  });

  it('shows a schedule, or a health check interval as one', () => {
    expect(scheduleText({ schedule: '@every 5m', interval: null })).toBe('@every 5m');
    expect(scheduleText({ schedule: null, interval: '600' })).toBe('@every 10m');
    expect(scheduleText({ schedule: null, interval: 45 })).toBe('@every 45s');
    expect(scheduleText({ schedule: null, interval: null })).toBe('');
  });
});
