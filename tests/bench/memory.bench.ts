// Memory over time (issue 33 item 4): the browser-mode host, its Sandbox and one window with five
// organisations open stay under 600 MB together, and do not grow once warm. The window opens
// `/health` and moves to the next organisation (Ctrl+1…5, as a user does) every other sample, while
// the Sandboxes' tickers change check statuses and the app refreshes; the memory is sampled every
// SAMPLE_MS for 3 minutes in quick mode (`npm test`), 30 otherwise (MEMORY_BENCH_MINUTES=N: N).
// Memory is what the host's process tree (host and Sandbox) and Chromium's (browser, renderer, GPU
// and utility processes) keep resident together: each page once, however many of them map it
// (`measured`). `npm test` runs this benchmark beside the e2e tests, whose processes map the same
// binaries; the figure does not depend on them. The four other organisations are one more Sandbox added
// under four names: it stands in for remote backends and is not counted.
// Growth: the mean of the last three samples less the mean of the three at the first third of the
// run (the last 20 of 30 minutes; in quick mode the last 2 of 3).
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawnSandbox } from '../../electron/sandbox/spawn.ts';
import { report } from './bench-lib.ts';
import {
  addSandboxOrg,
  isQuick,
  newSignedInContext,
  pageMetrics,
  waitForMark,
  withHostAndBrowser,
} from './browser/renderer-bench.ts';

const DURATION_MS = Number(process.env.MEMORY_BENCH_MINUTES ?? (isQuick() ? 3 : 30)) * 60_000;
const SAMPLE_MS = isQuick() ? 10_000 : 30_000;
const ORGS = 5;

/** Every process's parent, from /proc. */
function parents(): Map<number, number> {
  const parent = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may hold spaces and parentheses: the fields follow its last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(entry), Number(fields[1]));
    } catch {
      // The process ended while we read.
    }
  }
  return parent;
}

function commandName(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/**
 * What `pid` keeps resident, from /proc/<pid>/smaps: its private pages (kB), and its pages shared
 * with any other process by mapping (kB each). A mapping of a file is named by device, inode and
 * offset, so the same library mapped by several processes is one key; a mapping of no file by its
 * address, which processes forked from one parent (Chromium's zygote) share for what they inherited.
 */
function residentOf(pid: number): { privateKb: number; shared: Map<string, number> } {
  const shared = new Map<string, number>();
  let privateKb = 0;
  let key = '';
  try {
    for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
      const mapping = /^([0-9a-f]+)-[0-9a-f]+ \S+ ([0-9a-f]+) (\S+) (\d+)/.exec(line);
      if (mapping) {
        const [, start, offset, device, inode] = mapping;
        key = inode === '0' ? `anonymous ${start}` : `${device} ${inode} ${offset}`;
        continue;
      }
      const field = /^(Private|Shared)_(?:Clean|Dirty):\s+(\d+) kB/.exec(line);
      if (!field) continue;
      const kb = Number(field[2]);
      if (field[1] === 'Private') privateKb += kb;
      else shared.set(key, (shared.get(key) ?? 0) + kb);
    }
  } catch {
    // The process ended while we read.
  }
  return { privateKb, shared };
}

/** What a process is, for the breakdown: Chromium's `--type`, else its command name. */
function kindOf(pid: number): string {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/);
    const type = args.find((a) => a.startsWith('--type='))?.slice(7);
    if (type) return `chromium ${type}`;
    const script = args.find((a) => /\.(ts|js|cjs|mjs)$/.test(a));
    return script ? path.basename(script) : commandName(pid);
  } catch {
    return '?';
  }
}

/**
 * The memory of the trees rooted at the host and this script's Chromium: in MB per kind of process
 * (private pages, for the breakdown) and together. Together is every private page plus, for each
 * shared mapping, the most any process of the trees has resident of it: pages the trees share are
 * counted once and wholly, whatever else runs on the machine. (PSS would split a library's pages
 * with every other process that maps it, so the figure would fall while `npm test` runs the e2e
 * tests beside this benchmark; this one does not.)
 */
function measured(hostPid: number): { kinds: Map<string, number>; togetherMb: number } {
  const parent = parents();
  const roots = new Set([hostPid]);
  for (const [pid, ppid] of parent)
    if (ppid === process.pid && /chrom/i.test(commandName(pid))) roots.add(pid);
  const kinds = new Map<string, number>();
  const sharedMax = new Map<string, number>();
  let privateKb = 0;
  for (const pid of parent.keys()) {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = parent.get(at)) {
      if (!roots.has(at)) continue;
      const kind = kindOf(pid);
      const own = residentOf(pid);
      privateKb += own.privateKb;
      for (const [key, kb] of own.shared) sharedMax.set(key, Math.max(sharedMax.get(key) ?? 0, kb));
      kinds.set(kind, (kinds.get(kind) ?? 0) + own.privateKb / 1024);
      break;
    }
  }
  const sharedKb = [...sharedMax.values()].reduce((a, b) => a + b, 0);
  kinds.set('shared by several', sharedKb / 1024);
  return { kinds, togetherMb: (privateKb + sharedKb) / 1024 };
}

const token = randomBytes(24).toString('hex');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mc-sandbox-bench-memory-'));
// A copy of the build's seeded database, as the host starts its own Sandbox (electron/host/cli.ts).
const backend = spawnSandbox({
  dataDir,
  templateDir: path.resolve(import.meta.dirname, '../../out/sandbox-template'),
  token,
  timeoutMs: 120_000,
});

try {
  await withHostAndBrowser(async ({ host, browser }) => {
    const hostPid = host.process.pid;
    if (hostPid === undefined) throw new Error('the host has no process id');
    const sandbox = await backend;
    const context = await newSignedInContext(browser, host);
    for (let n = 2; n <= ORGS; n += 1)
      await addSandboxOrg(context, { name: `Backend ${n}`, url: sandbox.url, token });
    const page = await context.newPage();
    await page.goto('/health');
    if (!(await waitForMark(page, 'dashboard:painted', 60_000)))
      throw new Error('dashboard:painted never came');

    const samples: number[] = [];
    const started = performance.now();
    let org = 1;
    for (let tick = 0; performance.now() - started < DURATION_MS; tick += 1) {
      samples.push(measured(hostPid).togetherMb);
      // Every other sample, the next organisation.
      if (tick % 2 === 1) {
        org = (org % ORGS) + 1;
        await page.keyboard.press(`Control+${org}`);
      }
      await page.waitForTimeout(SAMPLE_MS);
    }
    const last = measured(hostPid);
    samples.push(last.togetherMb);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const third = Math.floor(samples.length / 3);
    const growth = mean(samples.slice(-3)) - mean(samples.slice(third, third + 3));
    console.log(
      `memory (host, Sandbox, Chromium; resident MB every ${SAMPLE_MS / 1000} s): ${samples.map((s) => s.toFixed(0)).join(' ')}`,
    );
    const parts = [...last.kinds].sort((a, b) => b[1] - a[1]);
    const { heapMB, domNodes } = await pageMetrics(page);
    console.log(
      `at the end: ${parts.map(([kind, mb]) => `${kind} ${mb.toFixed(0)}`).join(', ')}; the page's JS heap ${heapMB.toFixed(0)} MB, ${domNodes} DOM nodes`,
    );
    await context.close();
    const verdicts = report(`memory, ${ORGS} organisations open for ${DURATION_MS / 60_000} min`, [
      {
        name: 'host, Sandbox and window resident together at the end',
        unit: 'MB',
        samples: [samples.at(-1) ?? 0],
        target: 600,
        budget: 1200,
      },
      {
        name: 'growth over the last two thirds of the run',
        unit: 'MB',
        samples: [growth],
        target: 20,
        budget: 200,
      },
    ]);
    if (verdicts.some((v) => !v.ok)) process.exitCode = 1;
  });
} finally {
  await (await backend.catch(() => null))?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
