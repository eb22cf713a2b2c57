import { describe, expect, it } from 'vitest';
import { disabledFeatures, isFeatureEnabled } from '../../lib/feature-flags/feature-flags.ts';
import { buildSubject, can, isViewer } from '../../lib/permissions/permissions.ts';
import { NAV_SECTIONS, SIDEBAR_WIDTH, buildNav, navSections } from './nav-model.ts';

const { settingsHead: SETTINGS_HEAD, settingsResources: SETTINGS_RESOURCES } = NAV_SECTIONS;

function nav(roles: string[], properties: { name: string; value: string }[] = []) {
  const subject = buildSubject(roles);
  const disabled = disabledFeatures(properties);
  return buildNav({
    isEnabled: (feature) => isFeatureEnabled(disabled, feature),
    can: (action, resource) => can(subject, action, resource),
    isViewer: isViewer(subject),
  });
}

const labels = (items: { label: string }[] | null) => (items ?? []).map((item) => item.label);

describe('sidebar model', () => {
  it('lists the main items and the Settings submenu for an admin', () => {
    const model = nav(['admin']);
    expect(labels(model.items)).toEqual([
      'Inbox',
      'Health',
      'Incidents',
      'Catalog',
      'Logs',
      'Playbooks',
    ]);
    expect(labels(model.settings).slice(0, 7)).toEqual([
      'Connections',
      'Jobs History',
      'Feature Flags',
      'Log Backends',
      'Event Queue',
      'Agents',
      'Integrations',
    ]);
  });

  it('sorts the resource entries by name', () => {
    const names = SETTINGS_RESOURCES.map((item) => item.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(
      expect.arrayContaining([
        'Catalog Scrapers',
        'Health Checks',
        'Incident Rules',
        'Teams',
        'Topologies',
      ]),
    );
    // Tables with a fixed entry are not listed twice.
    const all = [...SETTINGS_HEAD, ...SETTINGS_RESOURCES].map((item) => item.label);
    expect(new Set(all).size).toBe(all.length);
  });

  it('hides Settings from viewers and users with no roles', () => {
    expect(nav(['viewer']).settings).toBeNull();
    expect(nav([]).settings).toBeNull();
    expect(labels(nav(['viewer']).items)).toContain('Health');
  });

  it('hides items whose feature is disabled', () => {
    const model = nav(
      ['admin'],
      [
        { name: 'health.disable', value: 'true' },
        { name: 'logs.disable', value: 'true' },
      ],
    );
    expect(labels(model.items)).not.toContain('Health');
    expect(labels(model.items)).not.toContain('Logs');
    expect(labels(model.settings)).not.toContain('Health Checks');
    expect(labels(model.settings)).not.toContain('Jobs History');
    expect(labels(model.settings)).not.toContain('Log Backends');
  });

  it('hides entries the role cannot read', () => {
    // Responders read all but rbac, identities and connections; editors read all (spec 1 §6).
    const editor = labels(nav(['editor']).settings);
    expect(editor).toContain('Connections');
    expect(editor).toContain('Users');
    expect(editor).toContain('Health Checks');
    const responder = labels(nav(['responder']).settings);
    expect(responder).not.toContain('Connections');
    expect(responder).not.toContain('Users');
    expect(responder).toContain('Agents');
  });

  it('takes entries from any manifest: head by order, resources by label', () => {
    const entry = (id: string, section: 'settings-head' | 'settings', order?: number) => ({
      id,
      label: id,
      icon: 'cog' as const,
      to: `/${id}`,
      features: [],
      resource: 'database' as const,
      section,
      order,
    });
    const sections = navSections([
      { routes: [], nav: [entry('b-head', 'settings-head', 2), entry('zeta', 'settings')] },
      { routes: [], nav: [entry('a-head', 'settings-head', 1), entry('alpha', 'settings')] },
    ]);
    expect(sections.settingsHead.map((e) => e.id)).toEqual(['a-head', 'b-head']);
    expect(sections.settingsResources.map((e) => e.id)).toEqual(['alpha', 'zeta']);
  });

  it('uses 14 and 56 units of 4 px', () => {
    expect(SIDEBAR_WIDTH).toEqual({ collapsed: 56, expanded: 224 });
  });
});
