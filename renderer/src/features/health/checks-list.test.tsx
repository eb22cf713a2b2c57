// The dashboard table's definition: a group row reads its worst health (issue 32 item 7) and
// passed/total.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CheckSummary } from '../../api/services/health.types.ts';
import { groupTableProps } from '../../components/resource-list/list-groups.tsx';
import { CHECK_GROUPS } from './checks-list.tsx';

const check = (over: Partial<CheckSummary>): CheckSummary => ({
  id: over.name ?? 'id',
  name: 'c',
  status: 'healthy',
  ...over,
});

const ALL: CheckSummary[] = [
  check({ name: 'api-a', namespace: 'prod', canary_name: 'http' }),
  check({ name: 'api-b', namespace: 'prod', canary_name: 'http', status: 'unhealthy' }),
  check({ name: 'db', namespace: 'dev', canary_name: 'sql', status: 'unhealthy' }),
];
describe('the table group rows', () => {
  it('group by canary name unless Group By is none', () => {
    expect(CHECK_GROUPS.by({ groupBy: 'none' })).toBeUndefined();
    expect(CHECK_GROUPS.by({})?.(ALL[0]!)).toBe('http');
  });

  it('show the worst health of the group, not its first row’s, and passed over total', () => {
    const props = groupTableProps(CHECK_GROUPS, {});
    const html = renderToStaticMarkup(
      <>{props.renderGroup?.({ key: 'http', rows: [ALL[0]!, ALL[1]!] })}</>,
    );
    expect(html).toContain('aria-label="unhealthy"');
    expect(html.replace(/<[^>]+>/g, '')).toBe('http 1/2');
  });
});
