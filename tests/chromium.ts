// The one Chromium every browser test and benchmark launches: Debian's (Playwright's own download
// is unreachable here), with the flags this machine needs (performance.md B.4).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
