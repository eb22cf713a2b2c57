import { describe, expect, it } from 'vitest';
import {
  listEmptyText,
  NO_RESOURCES_TEXT,
  type ResourceListDefinition,
} from './resource-definition.ts';

const def = {
  title: 'Things',
  filters: [
    { param: 'status', label: 'Status', options: [], defaultValue: 'open' },
    { param: 'q', label: 'Search', kind: 'search' },
  ],
  emptyText: 'Nothing here yet',
  filteredEmptyText: 'No things match the filters',
} as unknown as ResourceListDefinition<unknown>;

describe('listEmptyText', () => {
  it('says the list is empty while only the defaults apply', () => {
    expect(listEmptyText(def, {})).toBe('Nothing here yet');
    expect(listEmptyText(def, { status: 'open' })).toBe('Nothing here yet');
  });

  it('says the filters match nothing once the user narrowed the list', () => {
    expect(listEmptyText(def, { status: 'closed' })).toBe('No things match the filters');
    expect(listEmptyText(def, { status: 'open', q: 'zzz' })).toBe('No things match the filters');
  });

  it('keeps one text for a definition without a filtered one', () => {
    const plain = { ...def, filteredEmptyText: undefined, emptyText: undefined };
    expect(listEmptyText(plain, { q: 'zzz' })).toBe(NO_RESOURCES_TEXT);
  });
});
