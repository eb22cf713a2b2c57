// The PR and release workflows (.github/workflows): what they must do for the Electron specs to
// really run on all three OSes, and for macOS signing to follow the secrets.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Step {
  name?: string;
  if?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Workflow {
  jobs: Record<string, { strategy?: { matrix: { os: string[] } }; steps: Step[] }>;
}

const root = path.resolve(import.meta.dirname, '..');
const load = (name: string) =>
  parse(readFileSync(path.join(root, '.github/workflows', name), 'utf8')) as Workflow;
const onlyJob = (workflow: Workflow) => Object.values(workflow.jobs)[0]!;
const stepIndex = (steps: Step[], test: (step: Step) => boolean) => {
  const index = steps.findIndex(test);
  expect(index).toBeGreaterThanOrEqual(0);
  return index;
};

describe.each(['pr.yml', 'release.yml'])('%s', (file) => {
  const job = onlyJob(load(file));

  it('runs on macOS, Windows and Linux with the Node of .nvmrc', () => {
    expect(job.strategy?.matrix.os).toEqual(['macos-latest', 'windows-latest', 'ubuntu-latest']);
    expect(job.steps.find((s) => s.uses?.startsWith('actions/setup-node'))?.with).toMatchObject({
      'node-version-file': '.nvmrc',
    });
  });

  it('runs the _electron specs with the binary, under xvfb on Linux, failing when they skip', () => {
    const e2e = stepIndex(job.steps, (s) => /playwright\.electron\.config\.ts/.test(s.run ?? ''));
    const download = stepIndex(job.steps, (s) => /electron\/install\.js/.test(s.run ?? ''));
    expect(download).toBeLessThan(e2e);
    expect(job.steps[e2e]!.env).toMatchObject({ MCD_REQUIRE_ELECTRON: '1' });
    expect(job.steps[e2e]!.run).toContain('xvfb-run -a npx playwright test');
    expect(job.steps[e2e]!.if).toBeUndefined();
  });

  it("lets Chromium's sandbox start on ubuntu-latest instead of disabling it", () => {
    const sysctl = stepIndex(job.steps, (s) =>
      (s.run ?? '').includes('sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0'),
    );
    const e2e = stepIndex(job.steps, (s) => /playwright\.electron/.test(s.run ?? ''));
    expect(sysctl).toBeLessThan(e2e);
    expect(job.steps[sysctl]!.if).toBe("runner.os == 'Linux'");
    expect(JSON.stringify(job.steps)).not.toContain('no-sandbox');
  });
});

describe('release.yml macOS signing', () => {
  const steps = onlyJob(load('release.yml')).steps;
  const signing = steps.find((s) => s.name?.startsWith('macOS signing'))!;
  const pack = steps.find((s) => s.name === 'Package')!;

  it('signs and notarises only when the secrets exist, and says so when they do not', () => {
    expect(signing.if).toBe("runner.os == 'macOS'");
    expect(steps.indexOf(signing)).toBeLessThan(steps.indexOf(pack));
    expect(signing.run).toContain('if [ -z "$MAC_CSC_LINK" ]');
    expect(signing.run).toMatch(/::warning title=Unsigned macOS build::.*UNSIGNED/);
    expect(signing.run).toContain('echo "CSC_LINK=$cert" >> "$GITHUB_ENV"');
    expect(signing.run).toContain('APPLE_API_KEY=$key');
    expect(signing.run).toMatch(/::warning title=macOS build not notarised::/);
  });

  it('gives electron-builder the credentials only for a signing macOS build', () => {
    for (const name of [
      'CSC_KEY_PASSWORD',
      'APPLE_ID',
      'APPLE_APP_SPECIFIC_PASSWORD',
      'APPLE_TEAM_ID',
      'APPLE_API_KEY_ID',
      'APPLE_API_ISSUER',
    ])
      expect(pack.env?.[name]).toMatch(
        /^\$\{\{ env\.MCD_MAC_SIGN == 'true' && secrets\.\w+ \|\| '' \}\}$/,
      );
    // An empty CSC_LINK would make electron-builder try to import a certificate.
    expect(pack.env).not.toHaveProperty('CSC_LINK');
    expect(pack.env?.CSC_IDENTITY_AUTO_DISCOVERY).toContain("env.MCD_MAC_SIGN == 'true'");
  });
});
