// 'View details' of a job (issue 32, 16d): a job whose details are `{}` said `{}`; it now says
// 'No details', and a job with details shows them (on their tabs), whatever the wire shape.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { JobDetails, NO_DETAILS_TEXT } from './JobDetailsDialog.tsx';
import { jobDetailTabs, jobDetailsObject } from './job-history.tsx';

const html = (details: Record<string, unknown> | null) =>
  renderToStaticMarkup(<JobDetails details={details} />);

describe("a job's details", () => {
  it("say 'No details' when the job recorded none, never '{}'", () => {
    for (const details of [null, {}, { errors: [] }, { scrape_summary: {} }]) {
      const markup = html(details);
      expect(markup).toContain(NO_DETAILS_TEXT);
      expect(markup).not.toContain('{}');
    }
  });

  it('show the errors, readable, on their tab', () => {
    const markup = html({ errors: ['connection refused'] });
    expect(markup).toContain('Errors');
    expect(markup).toContain('<code>connection refused</code>');
  });

  it('put details under other keys on Other rather than hiding them', () => {
    expect(jobDetailTabs({ message: 'quota exceeded' }).map((t) => t.title)).toEqual(['Other']);
    expect(html({ message: 'quota exceeded' })).toContain('quota exceeded');
  });

  it("read the views' job_details as an object, JSON text included", () => {
    expect(jobDetailsObject({ errors: ['x'] })).toEqual({ errors: ['x'] });
    expect(jobDetailsObject('{"errors":["x"]}')).toEqual({ errors: ['x'] });
    expect(jobDetailsObject('plain failure')).toEqual({ errors: 'plain failure' });
    expect(jobDetailsObject(null)).toBeNull();
    expect(jobDetailsObject(['x'])).toBeNull();
  });
});
