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
import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  rmSync,
} from 'node:fs';
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

/** The pages the trees keep resident, each counted once (pagesOf). */
interface Pages {
  /** Per mapped file (device and inode): the indexes of its pages resident in any process. */
  files: Map<string, Set<number>>;
  /** Anonymous pages mapped by more than one process (Chromium's zygote children), by address. */
  sharedAnonymous: Set<number>;
}

/** The base page, which pagemap has one entry for (x86-64; this benchmark runs on Linux). */
const PAGE = 4096;

/**
 * Adds what `pid` keeps resident to `pages` and returns its own anonymous pages (kB): every
 * resident page is looked up in /proc/<pid>/pagemap, which tells, without privileges, whether it
 * is a page of a file (or shared memory) and whether this process is the only one mapping it. A
 * file's page is named by the file and its index in it, so a page that several processes map is
 * one entry however many map it, and one that another program maps too is still ours once.
 */
function pagesOf(pid: number, pages: Pages): number {
  let ownPages = 0;
  let fd: number | undefined;
  try {
    const smaps = readFileSync(`/proc/${pid}/smaps`, 'utf8');
    fd = openSync(`/proc/${pid}/pagemap`, 'r');
    let mapping: { start: number; end: number; offset: number; file: string | null } | null = null;
    for (const line of smaps.split('\n')) {
      const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ ([0-9a-f]+) (\S+) (\d+)/.exec(line);
      if (head) {
        const [, start, end, offset, device, inode] = head;
        mapping = {
          start: parseInt(start!, 16),
          end: parseInt(end!, 16),
          offset: parseInt(offset!, 16),
          file: inode === '0' ? null : `${device} ${inode}`,
        };
        continue;
      }
      const rss = /^Rss:\s+(\d+) kB/.exec(line);
      if (!rss || !mapping || rss[1] === '0') continue;
      const count = (mapping.end - mapping.start) / PAGE;
      const entries = Buffer.alloc(count * 8);
      readSync(fd, entries, 0, entries.length, (mapping.start / PAGE) * 8);
      // Each entry is 64 bits, little-endian: bit 63 present, 61 file or shared, 56 exclusive.
      const words = new Uint32Array(entries.buffer, entries.byteOffset, count * 2);
      const filePages =
        mapping.file === null ? null : (pages.files.get(mapping.file) ?? new Set<number>());
      if (mapping.file !== null && filePages) pages.files.set(mapping.file, filePages);
      for (let i = 0; i < count; i += 1) {
        const high = words[i * 2 + 1]!;
        if (!(high & 0x8000_0000)) continue;
        if (high & 0x2000_0000) {
          if (filePages) filePages.add(mapping.offset / PAGE + i);
          else pages.sharedAnonymous.add(mapping.start / PAGE + i);
        } else if (high & 0x0100_0000) ownPages += 1;
        else pages.sharedAnonymous.add(mapping.start / PAGE + i);
      }
    }
  } catch {
    // The process ended while we read.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  return (ownPages * PAGE) / 1024;
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
 * (its own anonymous pages, for the breakdown) and together: every page resident in any of them,
 * once (pagesOf). Neither figure depends on what else runs on the machine: the e2e tests that
 * `npm test` runs beside this benchmark, or another Chromium. (The count this replaced, smaps'
 * private pages plus per mapping the most any process had of its shared ones, did: a page is
 * "shared" when any process maps it too, so a Chromium started elsewhere moved ~40 MB of ours into
 * those maxima, which count the different pages our processes have of one library once, and the
 * figure fell from 643 to 601 MB while the physical pages stayed 667. PSS would split our pages
 * with the other processes.)
 */
function measured(hostPid: number): { kinds: Map<string, number>; togetherMb: number } {
  const parent = parents();
  const roots = new Set([hostPid]);
  for (const [pid, ppid] of parent)
    if (ppid === process.pid && /chrom/i.test(commandName(pid))) roots.add(pid);
  const kinds = new Map<string, number>();
  const pages: Pages = { files: new Map(), sharedAnonymous: new Set() };
  let ownKb = 0;
  for (const pid of parent.keys()) {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = parent.get(at)) {
      if (!roots.has(at)) continue;
      const kind = kindOf(pid);
      const own = pagesOf(pid, pages);
      ownKb += own;
      kinds.set(kind, (kinds.get(kind) ?? 0) + own / 1024);
      break;
    }
  }
  let sharedPages = pages.sharedAnonymous.size;
  for (const file of pages.files.values()) sharedPages += file.size;
  const sharedKb = (sharedPages * PAGE) / 1024;
  kinds.set('files and shared', sharedKb / 1024);
  return { kinds, togetherMb: (ownKb + sharedKb) / 1024 };
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
