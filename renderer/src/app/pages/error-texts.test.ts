import { describe, expect, it } from 'vitest';
import { errorPageText } from './error-texts.ts';

describe('/error texts', () => {
  it('shows the bad-session text only for BAD_SESSION', () => {
    expect(errorPageText('BAD_SESSION')).toBe(
      'Bad Session. Please try logging out and logging in again, if the problem persist, please contact us.',
    );
    expect(errorPageText('bad_session')).toBe('Unknown error');
    expect(errorPageText(null)).toBe('Unknown error');
  });
});
