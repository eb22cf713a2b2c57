// One vitest run of integration test files for the benchmark stage (the console replay on the large
// seed, the host fuzz with a new seed). Files run together in one vitest process: its start and the
// integration project's global setup (a seeded Sandbox copied and rebased, an empty PGlite dumped)
// cost ~20 s on the 2-core CI machine, paid once instead of once a file. Each file's own outcome is
// read from vitest's JSON report, so a fuzz finding never passes for a replay failure or back.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface IntegrationRun {
  /** Everything vitest printed, stdout then stderr. */
  output: string;
  /** The process's exit code. */
  status: number | null;
  /** Whether `file` (repo-relative) ran and passed; false when it failed or never ran. */
  passed: (file: string) => boolean;
}

interface JsonReport {
  testResults?: { name: string; status: string }[];
}

export function runIntegrationFiles(
  repoRoot: string,
  files: readonly string[],
  env: Record<string, string>,
): IntegrationRun {
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'mcd-bench-vitest-'));
  const reportFile = path.join(reportDir, 'report.json');
  try {
    const run = spawnSync(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--project',
        'integration',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${reportFile}`,
        ...files,
      ],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        env: { ...process.env, ...env },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    let report: JsonReport = {};
    try {
      report = JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport;
    } catch {
      // No report: vitest failed before running anything; every file then counts as failed.
    }
    const results = report.testResults ?? [];
    return {
      output: `${run.stdout}\n${run.stderr}`,
      status: run.status,
      passed: (file) =>
        results.some(
          (r) =>
            path.resolve(repoRoot, r.name) === path.resolve(repoRoot, file) &&
            r.status === 'passed',
        ),
    };
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }
}
