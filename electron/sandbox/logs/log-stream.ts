// The sandbox's log backend (standing in for apm-hub): each log selector of a component is an
// endless, deterministic stream, generated on demand and never stored. Time is cut into fixed
// slots (one line each, at a jittered instant inside the slot) counted from the Unix epoch, so a
// line's position, time and text depend only on the stream and its slot: the same search gives
// the same lines, and lines keep arriving as the clock moves on.
import { createPrng } from '../seed/prng.ts';
import type { Level, LineWriter, LogStyle, Random } from './log-lines.ts';
import { lineWriter } from './log-lines.ts';

export type { LogStyle } from './log-lines.ts';

const DAY_MS = 86_400_000;
/** Lines older than this are gone, as a real backend's retention would have it. */
export const RETENTION_MS = 7 * DAY_MS;

/**
 * Lines per day by kind. The ingress access log is the heavy one (about 140,000 lines over the
 * retention window): the renderer benchmark reads 100,000 lines of it in one answer.
 */
const LINES_PER_DAY: Record<LogStyle, readonly [number, number]> = {
  app: [400, 1400],
  node: [900, 1300],
  access: [20_000, 20_000],
  database: [500, 800],
};

export interface LogSelector {
  name?: string;
  type?: string;
  labels?: Record<string, string>;
}

export interface LogStream {
  /** Seeds everything about the stream: `<component id>/<selector name>`. */
  key: string;
  style: LogStyle;
  linesPerDay: number;
  /** The selector's labels, carried by every line. */
  labels: Record<string, string>;
  write: LineWriter;
  seed: number;
}

export interface LogComponent {
  id: string;
  name: string;
  type: string | null;
  namespace: string | null;
}

/** A components row as the log readers select it: the component and its log selectors. */
export interface ComponentLogsRow extends LogComponent {
  log_selectors: unknown;
}

/** The select list of a ComponentLogsRow. */
export const COMPONENT_LOGS_COLUMNS = 'id, name, type, namespace, log_selectors';

function styleOf(component: LogComponent, selector: LogSelector): LogStyle {
  const hint = `${selector.name ?? ''} ${selector.type ?? ''}`.toLowerCase();
  if (/nginx|ingress|access/.test(hint)) return 'access';
  if (/postgres|mysql|rds/.test(hint) || component.type === 'Database') return 'database';
  if (/kubelet|containerd|journal/.test(hint) || component.type === 'KubernetesNode') return 'node';
  return 'app';
}

export function logStream(component: LogComponent, selector: LogSelector): LogStream {
  const key = `${component.id}/${selector.name ?? ''}`;
  const prng = createPrng(key);
  const style = styleOf(component, selector);
  const [min, max] = LINES_PER_DAY[style];
  return {
    key,
    style,
    linesPerDay: prng.int(min, max),
    labels: { ...(selector.labels ?? {}) },
    seed: prng.int(0, 0xffffffff),
    write: lineWriter(
      style,
      { name: component.name, selector: selector.name ?? '' },
      prng.fork('lines'),
    ),
  };
}

/**
 * Each line's own random source: mulberry32 seeded with a hash of the stream seed and the slot
 * number. One instance is re-seeded per slot rather than allocating a generator per line.
 */
class SlotRandom {
  private state = 0;
  readonly next: Random = () => {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  seed(streamSeed: number, slot: number): Random {
    let h = Math.imul(streamSeed ^ (slot >>> 0), 0x9e3779b1);
    h = Math.imul(h ^ (h >>> 16) ^ Math.floor(slot / 0x100000000), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    this.state = h ^ (h >>> 16);
    return this.next;
  }
}

export interface LogResult {
  id: string;
  timestamp: string;
  message: string;
  labels: Record<string, string>;
}

export interface LogQuery {
  /** Epoch ms, inclusive. */
  from: number;
  to: number;
  limit: number;
  /** Case-insensitive substring of the message. */
  text?: string;
  /** Every key must be present on the line with this value. */
  labels?: Record<string, string>;
  /** A `nextPage` token: only lines older than the page that handed it out. */
  page?: string;
}

export interface LogPage {
  /** Lines in the time range that match (may exceed `results.length`). */
  total: number;
  /** Oldest first: the newest `limit` matching lines. */
  results: LogResult[];
  nextPage?: string;
}

interface StreamLine {
  slot: number;
  t: number;
  level: Level;
  message: string;
  labels: Record<string, string>;
}

/** Regenerates lines of one stream by slot; lines share label objects (treat them as read-only). */
class LineReader {
  private readonly random = new SlotRandom();
  private readonly labelSets = new Map<object, Partial<Record<Level, Record<string, string>>>>();
  readonly stream: LogStream;
  readonly period: number;

  constructor(stream: LogStream) {
    this.stream = stream;
    this.period = Math.max(1, Math.round(DAY_MS / stream.linesPerDay));
  }

  /** The instant of the slot's line, and the random source positioned for its text. */
  instant(slot: number): { t: number; r: Random } {
    const r = this.random.seed(this.stream.seed, slot);
    return { t: slot * this.period + Math.floor(r() * this.period), r };
  }

  line(slot: number): StreamLine {
    const { t, r } = this.instant(slot);
    const line = this.stream.write(r, t);
    let byLevel = this.labelSets.get(line.labels);
    if (!byLevel) this.labelSets.set(line.labels, (byLevel = {}));
    const labels = (byLevel[line.level] ??= {
      ...this.stream.labels,
      ...line.labels,
      level: line.level,
    });
    return { slot, t, level: line.level, message: line.message, labels };
  }
}

interface Plan {
  reader: LineReader;
  /** Slots of the lines to return, oldest first. */
  slots: number[];
  total: number;
  nextPage?: string;
}

/**
 * Picks the lines: walks the slots newest to oldest, keeps the newest `limit` matches and counts
 * them all. Without filters only each slot's instant is drawn, which keeps counting a week of
 * the heavy stream (~140,000 slots) to a few milliseconds.
 */
function plan(stream: LogStream, q: LogQuery, now: number): Plan {
  const reader = new LineReader(stream);
  const slots: number[] = [];
  const lo = Math.max(q.from, now - RETENTION_MS);
  const hi = Math.min(q.to, now);
  if (lo > hi || q.limit <= 0) return { reader, slots, total: 0 };
  let last = Math.floor(hi / reader.period);
  if (q.page !== undefined && /^\d+$/.test(q.page)) last = Math.min(last, Number(q.page) - 1);
  const text = q.text?.trim().toLowerCase() || undefined;
  const wanted = Object.entries(q.labels ?? {});
  const filtering = text !== undefined || wanted.length > 0;
  let total = 0;
  for (let slot = last; slot >= Math.floor(lo / reader.period); slot--) {
    const { t } = reader.instant(slot);
    if (t < lo || t > hi) continue;
    if (filtering) {
      const line = reader.line(slot);
      if (text !== undefined && !line.message.toLowerCase().includes(text)) continue;
      if (wanted.some(([k, v]) => line.labels[k] !== v)) continue;
    }
    total++;
    if (slots.length < q.limit) slots.push(slot);
  }
  slots.reverse();
  const oldest = slots[0];
  return total > slots.length && oldest !== undefined
    ? { reader, slots, total, nextPage: String(oldest) }
    : { reader, slots, total };
}

/** Line ids: the stream's seed and the slot, in hex. */
const idPrefix = (stream: LogStream) => `${stream.seed.toString(16).padStart(8, '0')}-`;

/** The search as objects (snapshots, tests). */
export function searchLogs(stream: LogStream, q: LogQuery, now = Date.now()): LogPage {
  const { reader, slots, total, nextPage } = plan(stream, q, now);
  const prefix = idPrefix(stream);
  const results = slots.map((slot): LogResult => {
    const line = reader.line(slot);
    return {
      id: prefix + slot.toString(16),
      timestamp: new Date(line.t).toISOString(),
      message: line.message,
      labels: line.labels,
    };
  });
  return nextPage === undefined ? { total, results } : { total, results, nextPage };
}

const CHUNK = 1 << 16;

/**
 * The search as apm-hub's JSON answer (`total`, `results`, `nextPage`, each left out when zero
 * or empty, as Go's omitempty does), written straight into buffers: 100,000 lines held as
 * JavaScript objects cost more in garbage collection than generating them.
 */
export function searchLogsJson(stream: LogStream, q: LogQuery, now = Date.now()): Buffer {
  const { reader, slots, total, nextPage } = plan(stream, q, now);
  const chunks: Buffer[] = [];
  const labelJson = new Map<object, string>();
  const prefix = idPrefix(stream);
  let pending = total > 0 ? `{"total":${total}` : '{';
  if (slots.length > 0) pending += `${total > 0 ? ',' : ''}"results":[`;
  slots.forEach((slot, i) => {
    const line = reader.line(slot);
    let labels = labelJson.get(line.labels);
    if (labels === undefined) labelJson.set(line.labels, (labels = JSON.stringify(line.labels)));
    pending += `${i > 0 ? ',' : ''}{"id":"${prefix}${slot.toString(16)}","timestamp":"${new Date(line.t).toISOString()}","message":${JSON.stringify(line.message)},"labels":${labels}}`;
    if (pending.length >= CHUNK) {
      chunks.push(Buffer.from(pending, 'utf8'));
      pending = '';
    }
  });
  if (slots.length > 0) pending += ']';
  if (nextPage !== undefined) pending += `,"nextPage":"${nextPage}"`;
  chunks.push(Buffer.from(`${pending}}`, 'utf8'));
  return Buffer.concat(chunks);
}
