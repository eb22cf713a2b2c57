import { describe, expect, it } from 'vitest';
import { integrationTable, integrationTypeLabel, isIntegrationType } from './integration-types.ts';

describe('integration types', () => {
  it('maps the three URL types to their tables', () => {
    expect(integrationTable('logging_backends')).toBe('logging_backends');
    expect(integrationTable('topologies')).toBe('topologies');
    expect(integrationTable('scrapers')).toBe('config_scrapers');
  });

  it('knows no other type, not even a table name or an inherited key', () => {
    for (const type of ['bogus', 'config_scrapers', 'toString', '', undefined, null])
      expect(integrationTable(type)).toBeNull();
    expect(isIntegrationType('constructor')).toBe(false);
  });

  it('labels known types and passes unknown ones through', () => {
    expect(integrationTypeLabel('scrapers')).toBe('Catalog Scraper');
    expect(integrationTypeLabel('something_new')).toBe('something_new');
    expect(integrationTypeLabel(null)).toBe('');
  });
});
