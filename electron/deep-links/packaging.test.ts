// The installers declare the deep-link scheme the app handles (electron-builder.yml `protocols`,
// from which electron-builder writes the macOS Info.plist entry and the Linux desktop file's
// MimeType x-scheme-handler/missioncontrol).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEEP_LINK_SCHEME } from '../../preload/contract/deep-links.ts';

const config = parse(
  readFileSync(path.resolve(import.meta.dirname, '../../electron-builder.yml'), 'utf8'),
) as { protocols?: { name: string; schemes: string[] }[] };

describe('packaging', () => {
  it('declares the missioncontrol:// scheme', () => {
    expect(config.protocols?.flatMap((p) => p.schemes)).toEqual([DEEP_LINK_SCHEME]);
  });
});
