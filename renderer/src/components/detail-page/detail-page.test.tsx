// The detail frame's pieces, rendered to markup: the read state a page renders before its record,
// the breadcrumb's links, the sidebar's accordion.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { DetailBreadcrumbs } from './DetailBreadcrumbs.tsx';
import { DetailFields } from './DetailFields.tsx';
import { DetailSidebar } from './DetailSidebar.tsx';
import { DetailRecord, detailRead } from './DetailStatus.tsx';

const html = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
const query = (patch: Partial<{ isPending: boolean; isError: boolean; error: unknown }>) => ({
  isPending: false,
  isError: false,
  error: null,
  ...patch,
});

describe('detailRead', () => {
  it('is pending until the first answer', () => {
    expect(detailRead(query({ isPending: true }), undefined)).toEqual({
      pending: true,
      error: null,
      missing: false,
    });
  });
  it('reports the error only when nothing is cached', () => {
    const error = new Error('down');
    expect(detailRead(query({ isError: true, error }), undefined).error).toBe(error);
    expect(detailRead(query({ isError: true, error }), { id: 'x' })).toEqual({
      pending: false,
      error: null,
      missing: false,
    });
  });
  it('is missing when the server answered without the record', () => {
    expect(detailRead(query({}), null).missing).toBe(true);
  });
});

describe('DetailRecord', () => {
  const page = (record: { name: string } | null | undefined, pending = false, missing = false) =>
    html(
      <DetailRecord
        query={query({ isPending: pending })}
        record={record}
        missing={missing}
        what="playbook run"
        list={{ text: 'Playbook runs', to: '/playbooks/runs' }}
      >
        {(run) => <h1>{run.name}</h1>}
      </DetailRecord>,
    );

  it('shows the skeleton while the record loads', () => {
    expect(page(undefined, true)).toContain('aria-label="Loading playbook run"');
  });
  it("says 'not found' (from what the page shows) with the way back", () => {
    const missing = page(null);
    expect(missing).toContain('Playbook run not found');
    expect(missing).toContain(
      '<a href="/playbooks/runs" data-discover="true">All playbook runs</a>',
    );
    expect(page(undefined, true, true)).toContain('Playbook run not found');
  });
  it('renders the page from the record once it is there', () => {
    expect(page({ name: 'Restart pod' })).toBe('<h1>Restart pod</h1>');
    expect(page({ name: 'Restart pod' }, false, true)).toContain('Playbook run not found');
  });
});

describe('DetailBreadcrumbs', () => {
  it('links every crumb but the current page', () => {
    const markup = html(
      <DetailBreadcrumbs
        crumbs={[
          { text: 'Incidents', to: '/incidents' },
          { text: 'INC-1', to: '/incidents/1' },
        ]}
      />,
    );
    expect(markup).toContain('href="/incidents"');
    expect(markup).not.toContain('href="/incidents/1"');
    expect(markup).toContain('INC-1');
  });
});

describe('DetailSidebar', () => {
  const sections = [
    { id: 'a', title: 'Details', content: <p>first body</p> },
    { id: 'b', title: 'Changelog', content: <p>second body</p> },
  ];
  it('opens the first section only, as an accordion', () => {
    const markup = html(<DetailSidebar label="Side" sections={sections} />);
    expect(markup).toContain('first body');
    expect(markup).not.toContain('second body');
    expect(markup).toContain('aria-label="Side"');
  });
  it('opens the section it is told to, or every one when not exclusive', () => {
    expect(html(<DetailSidebar label="Side" sections={sections} defaultOpen="b" />)).not.toContain(
      'first body',
    );
    const all = html(<DetailSidebar label="Side" sections={sections} exclusive={false} />);
    expect(all).toContain('first body');
    expect(all).toContain('second body');
  });
});

describe('DetailSidebar, not exclusive', () => {
  it('gives each section a heading and its actions', () => {
    const markup = html(
      <DetailSidebar
        label="Side"
        exclusive={false}
        top={<p>notice</p>}
        sections={[{ id: 'a', title: 'Lines', content: <p>body</p>, actions: <i>Clear</i> }]}
      />,
    );
    expect(markup).toMatch(/<h3><button[^>]*aria-expanded="true"/);
    expect(markup).toContain('<i>Clear</i>');
    expect(markup.indexOf('notice')).toBeLessThan(markup.indexOf('Lines'));
  });
});

describe('DetailBreadcrumbs, with a mark', () => {
  it('puts what follows beside the current crumb', () => {
    const markup = html(
      <DetailBreadcrumbs
        crumbs={[{ text: 'Catalog', to: '/catalog' }, { text: 'web' }]}
        after={<b>Deleted</b>}
      />,
    );
    expect(markup).toMatch(/web.*<b>Deleted<\/b>/s);
  });
});

describe('DetailFields', () => {
  it('leaves out the pairs without a value', () => {
    const markup = html(
      <DetailFields
        fields={[
          ['Type', 'Deployment'],
          ['Class', null],
          ['Reason', ''],
          ['Ready', 0],
        ]}
      />,
    );
    expect(markup).toContain('<dt>Type</dt><dd>Deployment</dd>');
    expect(markup).toContain('<dt>Ready</dt><dd>0</dd>');
    expect(markup).not.toContain('Class');
    expect(markup).not.toContain('Reason');
  });
});
