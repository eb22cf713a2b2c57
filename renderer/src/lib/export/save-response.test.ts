import { describe, expect, it } from 'vitest';
import { downloadUrlFor, fileNameFor, tooLargeText } from './save-response.ts';

describe('save to file', () => {
  it("maps an org request to the host's download route, and nothing else", () => {
    expect(downloadUrlFor('/org/sandbox/api/db/config_detail?select=*&id=eq.1')).toBe(
      '/download/org/sandbox/api/db/config_detail?select=*&id=eq.1',
    );
    expect(downloadUrlFor('/ipc/app:info')).toBeNull();
    expect(downloadUrlFor('/org/sandbox/apix/db')).toBeNull();
  });

  it('names the file after the route', () => {
    expect(fileNameFor('/org/sandbox/api/db/config_detail?id=eq.1')).toBe('config_detail.json');
    expect(fileNameFor('/org/a/api/snapshot/topology/x%20y')).toBe('x_20y.json');
  });

  it('says the size against the cap, or only the cap when the answer was streamed', () => {
    expect(tooLargeText({ bytes: 12_900_000, capBytes: 8 * 1024 * 1024 })).toBe(
      'This response is 12.3 MB, above the 8 MB this view renders.',
    );
    expect(tooLargeText({ bytes: null, capBytes: 2048 })).toBe(
      'This response is larger than the 2 KB this view renders.',
    );
    expect(tooLargeText(null)).toBe('This response is above the size this view renders.');
  });
});
