import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveDialogOptions } from './downloads.ts';

describe('saveDialogOptions', () => {
  it('starts in the downloads folder under the file name', () => {
    expect(saveDialogOptions('snapshot-prod.zip', '/home/u/Downloads')).toEqual({
      title: 'Save snapshot-prod.zip',
      defaultPath: join('/home/u/Downloads', 'snapshot-prod.zip'),
    });
  });

  it('keeps only the last segment of a name with folders in it', () => {
    expect(saveDialogOptions('../../etc/passwd', '/d').defaultPath).toBe(join('/d', 'passwd'));
    expect(saveDialogOptions('a\\b\\c.zip', '/d').defaultPath).toBe(join('/d', 'c.zip'));
    expect(saveDialogOptions('  ', '/d').defaultPath).toBe(join('/d', 'download'));
  });
});
