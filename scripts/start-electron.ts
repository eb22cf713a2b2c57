// The decisions `npm start` (scripts/start.ts) makes around the Electron binary, as plain functions
// so they are tested in Node: how the child is started, what an early exit means, whether the
// Linux sandbox can work, and the remembered failure of the binary's download.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Electron's arguments: the project folder, so Electron reads package.json (its `main`, and its
 * productName for the app's name and user-data folder). Given the main file instead, Electron
 * never reads package.json and runs as "Electron", storing everything under <appData>/Electron.
 */
export function electronArgs(repoRoot: string): string[] {
  return [repoRoot];
}

/**
 * The child's environment: ours without ELECTRON_RUN_AS_NODE, which a terminal may carry (left
 * over from a tool that runs Electron as Node) and which would turn main into plain Node.
 */
export function electronChildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  delete copy.ELECTRON_RUN_AS_NODE;
  return copy;
}

/** What Chromium prints when it finds no display (X11, Wayland or Ozone's choice of either). */
const DISPLAY_FAILURES = [
  /Missing X server or \$DISPLAY/i,
  /cannot open display/i,
  /Failed to connect to Wayland display/i,
  /ozone[^\n]*(platform|initiali[sz]e)[^\n]*(fail|error|not)/i,
  /Failed to initialize ozone/i,
];

/** What Chromium prints when its Linux sandbox cannot start. */
const SANDBOX_FAILURES = [
  /No usable sandbox/i,
  /SUID sandbox helper binary was found, but is not configured correctly/i,
  /setuid sandbox/i,
];

export type EarlyExit =
  | { kind: 'user-stop' }
  | { kind: 'display'; detail: string }
  | { kind: 'sandbox'; detail: string }
  | { kind: 'failed'; detail: string };

export interface ExitFacts {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The tail of what Electron printed on stderr. */
  stderr: string;
  /** True when `npm start` itself was asked to stop (Ctrl+C in the terminal, a kill). */
  stopRequested: boolean;
}

function firstMatchingLine(text: string, patterns: RegExp[]): string | null {
  for (const line of text.split('\n')) {
    if (patterns.some((pattern) => pattern.test(line))) return line.trim();
  }
  return null;
}

/**
 * Why Electron stopped with an error. A stop the user asked for (SIGINT/SIGTERM, or the shell's
 * 130/143) is not a failure; only what Chromium itself says blames the display or the sandbox.
 */
export function classifyExit(facts: ExitFacts): EarlyExit {
  const bySignal = facts.signal === 'SIGINT' || facts.signal === 'SIGTERM';
  const byShellCode = facts.code === 130 || facts.code === 143;
  if (facts.stopRequested || bySignal || byShellCode) return { kind: 'user-stop' };
  const sandbox = firstMatchingLine(facts.stderr, SANDBOX_FAILURES);
  if (sandbox) return { kind: 'sandbox', detail: sandbox };
  const display = firstMatchingLine(facts.stderr, DISPLAY_FAILURES);
  if (display) return { kind: 'display', detail: display };
  const how = facts.signal ? `signal ${facts.signal}` : `exit code ${String(facts.code)}`;
  return { kind: 'failed', detail: how };
}

/** Keeps the last `limit` characters of a stream, for classifyExit. */
export function tailKeeper(limit = 16_384): { add(chunk: string): void; text(): string } {
  let kept = '';
  return {
    add(chunk) {
      kept = (kept + chunk).slice(-limit);
    },
    text: () => kept,
  };
}

export interface SandboxFacts {
  platform: NodeJS.Platform;
  /** The contents of /proc/sys/kernel/apparmor_restrict_unprivileged_userns, null when absent. */
  restrictUserns: string | null;
  chromeSandbox: { path: string; uid: number; mode: number } | null;
}

/** Reads SandboxFacts from this machine for the Electron binary at `binary`. */
export function readSandboxFacts(binary: string, platform = process.platform): SandboxFacts {
  const restrictFile = '/proc/sys/kernel/apparmor_restrict_unprivileged_userns';
  const helper = path.join(path.dirname(binary), 'chrome-sandbox');
  const restrictUserns =
    platform === 'linux' && existsSync(restrictFile) ? readFileSync(restrictFile, 'utf8') : null;
  let chromeSandbox: SandboxFacts['chromeSandbox'] = null;
  if (platform === 'linux' && existsSync(helper)) {
    const stat = statSync(helper);
    chromeSandbox = { path: helper, uid: stat.uid, mode: stat.mode };
  }
  return { platform, restrictUserns, chromeSandbox };
}

const SETUID_BIT = 0o4000;

/**
 * Null when Chromium's sandbox can start; otherwise the paragraph that says what to do. On Ubuntu
 * 23.10 and later AppArmor forbids unprivileged user namespaces, so the sandbox needs the setuid
 * chrome-sandbox helper (owned by root, mode 4755), which an npm install never sets up.
 */
export function sandboxProblem(facts: SandboxFacts): string | null {
  if (facts.platform !== 'linux' || facts.restrictUserns?.trim() !== '1') return null;
  const helper = facts.chromeSandbox;
  if (helper && helper.uid === 0 && (helper.mode & SETUID_BIT) !== 0) return null;
  return sandboxAdvice(helper?.path ?? 'node_modules/electron/dist/chrome-sandbox');
}

/** What to do when Chromium's Linux sandbox cannot start: one paragraph, two ways out. */
export function sandboxAdvice(helperPath: string): string {
  return [
    "Electron cannot start its sandbox here: this system's AppArmor forbids unprivileged user",
    'namespaces (kernel.apparmor_restrict_unprivileged_userns = 1, the default since Ubuntu 23.10)',
    `and ${helperPath} is not setuid root. Either make that helper setuid root, once per`,
    `Electron install: sudo chown root:root '${helperPath}' && sudo chmod 4755 '${helperPath}'`,
    '— or allow user namespaces until the next reboot: sudo sysctl -w',
    'kernel.apparmor_restrict_unprivileged_userns=0. `npm start` does not turn the sandbox off.',
  ].join('\n');
}

/** Where a failed download of the Electron binary is remembered (ignored by git, per install). */
export function downloadMarkerPath(repoRoot: string): string {
  return path.join(
    repoRoot,
    'node_modules',
    '.cache',
    'mission-control-desktop',
    'electron-download.json',
  );
}

interface DownloadMarker {
  version: string;
  reason: string;
}

/** The reason the download of Electron `version` failed before, or null to try it. */
export function rememberedDownloadFailure(markerPath: string, version: string): string | null {
  if (!existsSync(markerPath)) return null;
  try {
    const marker = JSON.parse(readFileSync(markerPath, 'utf8')) as Partial<DownloadMarker>;
    return marker.version === version && typeof marker.reason === 'string' ? marker.reason : null;
  } catch {
    return null;
  }
}

export function rememberDownloadFailure(markerPath: string, version: string, reason: string): void {
  mkdirSync(path.dirname(markerPath), { recursive: true });
  const marker: DownloadMarker = { version, reason };
  writeFileSync(markerPath, `${JSON.stringify(marker)}\n`);
}

export function forgetDownloadFailure(markerPath: string): void {
  rmSync(markerPath, { force: true });
}

/**
 * One line out of what electron's installer printed when it failed: the error's message, without
 * its stack (lines starting with "at ") and without the progress noise.
 */
export function summariseInstallerError(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('at ') && !/^[\s\d.%[\]=>-]*$/.test(line));
  const error = lines.find((line) =>
    /error|fail|refused|ENOTFOUND|ETIMEDOUT|EAI_AGAIN/i.test(line),
  );
  return (error ?? lines[0] ?? 'no output').slice(0, 300);
}
