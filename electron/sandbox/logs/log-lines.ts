// What the generated log lines say, per kind of log: an application's own output (Go logfmt,
// Spring Boot or pino JSON, stack traces included), kubelet/containerd journals, ingress-nginx
// access and error lines, and PostgreSQL's RDS log. Every choice comes from the random source
// handed in, so a line is a pure function of its stream and position. Writers build only the
// text they return: the heavy stream writes 100,000 lines per request.
import type { Prng } from '../seed/prng.ts';

export type Random = () => number;
export type Level = 'debug' | 'info' | 'warn' | 'error';
export type LogStyle = 'app' | 'node' | 'access' | 'database';

export interface Line {
  level: Level;
  message: string;
  labels: Record<string, string>;
}

/** Writes the line at time `t` (epoch ms) from its own random source. */
export type LineWriter = (r: Random, t: number) => Line;

export interface Subject {
  /** Component name, e.g. `payments-api`, `ip-10-0-1-12`, `RDS eu-west-1`. */
  name: string;
  /** Selector name: picks kubelet or containerd lines on nodes. */
  selector: string;
}

const pick = <T>(r: Random, items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;
const int = (r: Random, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
const BYTE_HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
/** Lowercase hex, two digits per byte from a table (toString(16) on large doubles is slow). */
const hex = (r: Random, length: number) => {
  let s = '';
  for (let i = 0; i < length; i += 2) s += BYTE_HEX[Math.floor(r() * 256)] ?? '00';
  return s.length === length ? s : s.slice(0, length);
};
/** Level by cumulative thresholds, e.g. [0.64, 0.81, 0.94] → info, debug, warn, else error. */
const levelOf = (r: Random, [info, debug, warn]: readonly [number, number, number]): Level => {
  const x = r();
  return x < info ? 'info' : x < debug ? 'debug' : x < warn ? 'warn' : 'error';
};
const ip = (r: Random, prefix = '10.42') => `${prefix}.${int(r, 0, 15)}.${int(r, 2, 250)}`;
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
const pad3 = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : String(n));
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Deployment pod names: `<base>-<replica set hash>-<5 chars>`. */
function podName(prng: Prng, base: string): string {
  const alphabet = 'bcdfghjklmnpqrstvwxz2456789';
  const part = (n: number) =>
    Array.from({ length: n }, () => alphabet[prng.int(0, alphabet.length - 1)]).join('');
  return `${base}-${part(prng.int(9, 10))}-${part(5)}`;
}

// ---------------------------------------------------------------------------------------- app

const PEERS = ['postgres', 'redis', 'kafka', 'auth-service', 'inventory-api', 'notification-svc'];
const FAILURES = [
  'context deadline exceeded',
  'connection reset by peer',
  'dial tcp 10.43.12.7:5432: connect: connection refused',
  'pq: deadlock detected',
  'redis: connection pool timeout',
  'kafka: client has run out of available brokers to talk to',
];
const METHODS = ['GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE'];
const GO_FILES = ['server.go', 'handler.go', 'consumer.go', 'store.go'];

/** What an application's lines name: its resource (paths, topics), table and Java class. */
interface AppShape {
  resource: string;
  table: string;
  className: string;
}

/** A request path of the app's API (or a probe's). */
function requestPath(r: Random, resource: string): string {
  switch (int(r, 0, 5)) {
    case 0:
      return `/api/v1/${resource}`;
    case 1:
      return `/api/v1/${resource}/${int(r, 1000, 99999)}`;
    case 2:
      return `/api/v1/${resource}/${int(r, 1000, 99999)}/status`;
    case 3:
      return `/api/v2/${resource}/search`;
    case 4:
      return '/healthz';
    default:
      return '/metrics';
  }
}

/** A Go service's logfmt line, a panic's stack trace on some errors. */
function goLine(app: AppShape, r: Random, t: number, lvl: Level, requestId: string): string {
  const head = `level=${lvl} ts=${new Date(t).toISOString()} caller=${pick(r, GO_FILES)}:${int(r, 20, 480)}`;
  const method = pick(r, METHODS);
  const kind = int(r, 0, 2);
  if (lvl === 'info') {
    if (kind === 0)
      return `${head} msg="request completed" method=${method} path=${requestPath(r, app.resource)} status=${method === 'POST' ? 201 : 200} duration=${int(r, 2, 180)}.${int(r, 0, 9)}ms bytes=${int(r, 80, 9000)} request_id=${requestId} remote_addr=${ip(r)}:${int(r, 30000, 60999)}`;
    if (kind === 1)
      return `${head} msg="processed event" topic=${app.resource}.updated partition=${int(r, 0, 11)} offset=${int(r, 100000, 9999999)} lag=${int(r, 0, 40)}`;
    return `${head} msg="cache refreshed" entries=${int(r, 100, 9000)} took=${int(r, 20, 400)}ms`;
  }
  if (lvl === 'debug') {
    if (kind === 0)
      return `${head} msg="cache hit" key=${app.resource}:${int(r, 1000, 99999)} ttl=300s`;
    if (kind === 1)
      return `${head} msg="db query" query="SELECT id, status, updated_at FROM ${app.table} WHERE id = $1" rows=1 took=${int(r, 1, 9)}.${int(r, 0, 9)}ms`;
    return `${head} msg="outgoing request" peer=${pick(r, PEERS)} method=GET status=200 took=${int(r, 2, 90)}ms request_id=${requestId}`;
  }
  if (lvl === 'warn') {
    if (kind === 0)
      return `${head} msg="slow request" method=${method} path=${requestPath(r, app.resource)} status=200 duration=${int(r, 1, 8)}.${int(r, 10, 99)}s request_id=${requestId}`;
    if (kind === 1)
      return `${head} msg="retrying request" upstream=${pick(r, PEERS)} attempt=${int(r, 2, 3)} max_attempts=3 error="${pick(r, FAILURES)}"`;
    return `${head} msg="connection pool saturated" in_use=${int(r, 18, 20)} max=20 waiting=${int(r, 1, 30)}`;
  }
  if (r() < 0.3)
    return `${head} msg="panic recovered" error="runtime error: invalid memory address or nil pointer dereference" request_id=${requestId}
goroutine ${int(r, 100, 9000)} [running]:
main.(*Handler).ServeHTTP(0xc000${hex(r, 6)}, {0x1a2b3c0, 0xc0004a2000}, 0xc000512100)
	/app/internal/http/handler.go:${int(r, 40, 400)} +0x2d4
net/http.serverHandler.ServeHTTP({0xc0001b6000}, {0x1a2b3c0, 0xc0004a2000}, 0xc000512100)
	/usr/local/go/src/net/http/server.go:3142 +0x8e
net/http.(*conn).serve(0xc00024e000, {0x1a2d7b8, 0xc0001c4e10})
	/usr/local/go/src/net/http/server.go:2044 +0x77c`;
  return `${head} msg="request failed" method=${method} path=${requestPath(r, app.resource)} status=${pick(r, [500, 502, 503])} error="${pick(r, FAILURES)}" request_id=${requestId}`;
}

/** A Spring Boot line, an exception's stack trace on some errors. */
function javaLine(app: AppShape, r: Random, lvl: Level, requestId: string): string {
  const method = pick(r, METHODS);
  const head = `${lvl.toUpperCase().padEnd(5)} 1 --- [http-nio-8080-exec-${int(r, 1, 40)}] ${app.className}Service : `;
  if (lvl === 'info')
    return `${head}Completed ${method} ${requestPath(r, app.resource)} ${method === 'POST' ? 201 : 200} in ${int(r, 2, 180)} ms [requestId=${requestId}]`;
  if (lvl === 'debug')
    return `${head}Fetched ${int(r, 1, 50)} rows from ${app.table} in ${int(r, 1, 20)} ms`;
  if (lvl === 'warn')
    return `${head}HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${int(r, 1200, 9000)}ms).`;
  const failed = `${head}Request ${method} ${requestPath(r, app.resource)} failed [requestId=${requestId}]`;
  if (r() >= 0.3) return failed;
  return `${failed}
org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection
	at org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:277)
	at ${app.className}Service.save(${app.resource}Service.java:${int(r, 40, 200)})
	at ${app.className}Controller.create(${app.resource}Controller.java:${int(r, 30, 120)})
Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.
	at com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)
	... ${int(r, 60, 120)} common frames omitted`;
}

/** A pino JSON line. */
function nodeLine(app: AppShape, r: Random, t: number, lvl: Level, requestId: string): string {
  const entry: Record<string, unknown> = { level: lvl, time: t, pid: 1, reqId: requestId };
  if (lvl === 'info') {
    const method = pick(r, METHODS);
    entry.req = { method, url: requestPath(r, app.resource) };
    entry.res = { statusCode: method === 'POST' ? 201 : 200 };
    entry.responseTime = int(r, 2, 180);
    entry.msg = 'request completed';
  } else if (lvl === 'debug') {
    entry.msg = `cache ${r() < 0.8 ? 'hit' : 'miss'} ${app.resource}:${int(r, 1000, 99999)}`;
  } else if (lvl === 'warn') {
    entry.msg = `upstream ${pick(r, PEERS)} slow: ${int(r, 1200, 9000)}ms`;
  } else {
    const failure = pick(r, FAILURES);
    entry.err = {
      type: 'Error',
      message: failure,
      stack: `Error: ${failure}\n    at Client.request (/app/dist/clients/${pick(r, PEERS)}.js:${int(r, 20, 200)}:15)\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)`,
    };
    entry.msg = `request failed ${pick(r, METHODS)} ${requestPath(r, app.resource)}`;
  }
  return JSON.stringify(entry);
}

function appLines(subject: Subject, prng: Prng): LineWriter {
  const app = slug(subject.name) || 'app';
  const resource = app.split('-')[0] ?? app;
  const table = resource.replace(/-/g, '_');
  const pods = Array.from({ length: prng.int(2, 4) }, () => podName(prng, app));
  const podLabels = pods.map((pod) => ({ pod, container: app }));
  const flavour = prng.pick(['go', 'go', 'java', 'node'] as const);
  const shape: AppShape = {
    resource,
    table,
    className: `com.example.${resource}.${resource.charAt(0).toUpperCase()}${resource.slice(1)}`,
  };

  return (r, t) => {
    const lvl = levelOf(r, [0.64, 0.81, 0.94]);
    const labels = pick(r, podLabels);
    const requestId = hex(r, 16);
    const message =
      flavour === 'go'
        ? goLine(shape, r, t, lvl, requestId)
        : flavour === 'java'
          ? javaLine(shape, r, lvl, requestId)
          : nodeLine(shape, r, t, lvl, requestId);
    return { level: lvl, message, labels };
  };
}

// --------------------------------------------------------------------------------------- node

const NODE_PODS = [
  'payments/payments-api',
  'checkout/checkout-web',
  'search/search-indexer',
  'kube-system/coredns',
  'monitoring/node-exporter',
  'logging/fluent-bit',
];

function nodeLines(subject: Subject, prng: Prng): LineWriter {
  const labels = { node: subject.name };
  const pods = NODE_PODS.map((p) => {
    const [ns = 'default', base = 'pod'] = p.split('/');
    return `${ns}/${podName(prng, base)}`;
  });
  const pid = prng.int(800, 4000);
  const containerd = /containerd/i.test(subject.selector);

  const containerdLine = (r: Random, t: number, lvl: Level): string => {
    const time = new Date(t).toISOString();
    const id = hex(r, 12);
    if (lvl === 'warn')
      return `time="${time}" level=warning msg="cleanup warnings time=\\"${time}\\" level=warning msg=\\"failed to remove runc container\\" error=\\"runc did not terminate successfully: exit status 255\\""`;
    if (lvl === 'error')
      return `time="${time}" level=error msg="StopContainer for \\"${id}\\" failed" error="failed to kill container: context deadline exceeded"`;
    const image = pick(r, pods).split('/')[1]?.split('-')[0] ?? 'app';
    switch (int(r, 0, 2)) {
      case 0:
        return `time="${time}" level=info msg="StartContainer for \\"${id}\\" returns successfully"`;
      case 1:
        return `time="${time}" level=info msg="CreateContainer within sandbox \\"${hex(r, 64)}\\" for container &ContainerMetadata{Name:app,Attempt:0,}"`;
      default:
        return `time="${time}" level=info msg="ImageCreate event name:\\"registry.example.com/${image}:v${int(r, 1, 4)}.${int(r, 0, 20)}.${int(r, 0, 9)}\\""`;
    }
  };

  const kubeletLine = (r: Random, t: number, lvl: Level): string => {
    const d = new Date(t);
    const head = `${lvl === 'info' ? 'I' : lvl === 'warn' ? 'W' : 'E'}${pad2(d.getUTCMonth() + 1)}${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}.${pad3(d.getUTCMilliseconds())}${pad3(int(r, 0, 999))}    ${pid}`;
    const pod = pick(r, pods);
    const kind = int(r, 0, 3);
    if (lvl === 'warn')
      return kind < 2
        ? `${head} prober.go:107] "Probe failed" probeType="Readiness" pod="${pod}" containerName="app" probeResult="failure" output="Get \\"http://${ip(r)}:8080/readyz\\": context deadline exceeded"`
        : `${head} eviction_manager.go:366] "Eviction manager: attempting to reclaim" resourceName="ephemeral-storage"`;
    if (lvl === 'error')
      return kind < 2
        ? `${head} pod_workers.go:1298] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"app\\" with CrashLoopBackOff: \\"back-off 5m0s restarting failed container=app pod=${pod.split('/')[1] ?? pod}\\"" pod="${pod}"`
        : `${head} cri_stats_provider.go:455] "Failed to get the info of the filesystem with mountpoint" err="unable to find data in memory cache" mountpoint="/var/lib/containerd/io.containerd.snapshotter.v1.overlayfs"`;
    switch (kind) {
      case 0:
        return `${head} kubelet.go:2410] "SyncLoop (PLEG): event for pod" pod="${pod}" event={"ID":"${hex(r, 8)}-${hex(r, 4)}","Type":"ContainerStarted","Data":"${hex(r, 64)}"}`;
      case 1:
        return `${head} kubelet.go:2474] "SyncLoop (probe)" probe="readiness" status="ready" pod="${pod}"`;
      case 2:
        return `${head} kuberuntime_manager.go:1017] "Created container" containerName="app" pod="${pod}"`;
      default:
        return `${head} reconciler_common.go:258] "operationExecutor.MountVolume started for volume \\"kube-api-access-${hex(r, 5)}\\"" pod="${pod}"`;
    }
  };

  return (r, t) => {
    const x = r();
    const lvl: Level = x < 0.8 ? 'info' : x < 0.94 ? 'warn' : 'error';
    return {
      level: lvl,
      message: containerd ? containerdLine(r, t, lvl) : kubeletLine(r, t, lvl),
      labels,
    };
  };
}

// ------------------------------------------------------------------------------------- access

const AGENTS = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  'okhttp/4.12.0',
  'kube-probe/1.30',
];
const SERVICES = ['payments', 'checkout', 'search', 'identity', 'orders', 'catalog'];
/** Cumulative shares of the HTTP statuses an ingress sees. */
const STATUSES: readonly [number, number][] = [
  [200, 0.78],
  [201, 0.82],
  [204, 0.84],
  [301, 0.85],
  [304, 0.89],
  [401, 0.91],
  [404, 0.95],
  [429, 0.96],
  [499, 0.97],
  [500, 0.985],
  [502, 0.995],
  [503, 1],
];

function accessLines(subject: Subject, prng: Prng): LineWriter {
  const podLabels = Array.from({ length: 3 }, () => ({
    pod: podName(prng, 'ingress-nginx-controller'),
    container: 'controller',
    namespace: 'ingress-nginx',
  }));
  const host = `${slug(subject.name) || 'shop'}.example.com`;
  return (r, t) => {
    const labels = pick(r, podLabels);
    const svc = pick(r, SERVICES);
    const method = pick(r, METHODS);
    const kind = int(r, 0, 4);
    const path =
      kind === 0
        ? `/api/v1/${svc}`
        : kind === 1
          ? `/api/v1/${svc}/${int(r, 1000, 99999)}`
          : kind === 2
            ? `/api/v1/${svc}?page=${int(r, 1, 20)}`
            : kind === 3
              ? '/'
              : `/static/js/main.${hex(r, 8)}.js`;
    const upstream = `${ip(r)}:8080`;
    const d = new Date(t);
    if (r() < 0.01) {
      const error = r() < 0.6;
      const text = error
        ? 'upstream timed out (110: Connection timed out) while reading response header from upstream'
        : `an upstream response is buffered to a temporary file /tmp/nginx/proxy-temp/${int(r, 1, 9)}/${pad2(int(r, 0, 99))}/${int(r, 10000, 99999)}`;
      return {
        level: error ? 'error' : 'warn',
        message: `${d.getUTCFullYear()}/${pad2(d.getUTCMonth() + 1)}/${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())} [${error ? 'error' : 'warn'}] ${int(r, 20, 60)}#${int(r, 20, 60)}: *${int(r, 1000, 999999)} ${text}, client: ${ip(r, '203.0')}, server: ${host}, request: "${method} ${path} HTTP/2.0", upstream: "http://${upstream}${path}", host: "${host}"`,
        labels,
      };
    }
    const x = r();
    const status = STATUSES.find(([, share]) => x < share)?.[0] ?? 200;
    const bytes = status === 304 || status === 204 ? 0 : int(r, 120, 48000);
    const took = (status >= 500 ? int(r, 1000, 30000) : int(r, 2, 400)) / 1000;
    return {
      level: status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info',
      message: `${ip(r, '203.0')} - - [${pad2(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())} +0000] "${method} ${path} HTTP/2.0" ${status} ${bytes} "https://${host}/" "${pick(r, AGENTS)}" ${int(r, 200, 900)} ${took} [shop-${svc}-8080] [] ${upstream} ${bytes} ${took} ${status} ${hex(r, 32)}`,
      labels,
    };
  };
}

// ----------------------------------------------------------------------------------- database

function databaseLines(subject: Subject, prng: Prng): LineWriter {
  const database = prng.pick(['orders', 'payments', 'catalog', 'identity']);
  const user = `${database}_app`;
  const table = prng.pick(['order_items', 'payments', 'products', 'sessions']);
  const labels = { instance: slug(subject.name) || 'postgres' };
  const body = (r: Random, lvl: Level): string => {
    if (lvl === 'warn')
      return `LOG:  duration: ${int(r, 1000, 9000)}.${int(r, 100, 999)} ms  statement: SELECT * FROM ${table} WHERE updated_at > now() - interval '1 day' ORDER BY updated_at DESC`;
    const kind = int(r, 0, 3);
    if (lvl === 'error') {
      if (kind === 0)
        return `ERROR:  duplicate key value violates unique constraint "${table}_pkey"\nDETAIL:  Key (id)=(${int(r, 1000, 99999)}) already exists.\nSTATEMENT:  INSERT INTO ${table} (id, status) VALUES ($1, $2)`;
      if (kind === 1)
        return `ERROR:  deadlock detected\nDETAIL:  Process ${int(r, 1000, 32000)} waits for ShareLock on transaction ${int(r, 100000, 999999)}; blocked by process ${int(r, 1000, 32000)}.`;
      return kind === 2
        ? 'ERROR:  canceling statement due to statement timeout'
        : 'FATAL:  password authentication failed for user "reporting"';
    }
    if (kind === 0)
      return `LOG:  connection authorized: user=${user} database=${database} SSL enabled (protocol=TLSv1.3, cipher=TLS_AES_256_GCM_SHA384, bits=256)`;
    if (kind === 1)
      return `LOG:  checkpoint complete: wrote ${int(r, 100, 9000)} buffers (${int(r, 0, 9)}.${int(r, 0, 9)}%); 0 WAL file(s) added, 0 removed, ${int(r, 0, 3)} recycled; write=${int(r, 20, 260)}.${int(r, 100, 999)} s, sync=0.00${int(r, 1, 9)} s, total=${int(r, 20, 260)}.${int(r, 100, 999)} s`;
    if (kind === 2)
      return `LOG:  automatic vacuum of table "${database}.public.${table}": index scans: 1, pages: 0 removed, ${int(r, 1000, 90000)} remain, tuples: ${int(r, 10, 9000)} removed`;
    return `LOG:  disconnection: session time: 0:${pad2(int(r, 0, 59))}:${pad2(int(r, 0, 59))}.${int(r, 100, 999)} user=${user} database=${database} host=${ip(r, '10.0')}`;
  };
  return (r, t) => {
    const x = r();
    const lvl: Level = x < 0.78 ? 'info' : x < 0.93 ? 'warn' : 'error';
    const d = new Date(t);
    const prefix = `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())} UTC:${ip(r, '10.0')}(${int(r, 30000, 60999)}):${user}@${database}:[${int(r, 1000, 32000)}]:`;
    return { level: lvl, message: prefix + body(r, lvl), labels };
  };
}

export function lineWriter(style: LogStyle, subject: Subject, prng: Prng): LineWriter {
  if (style === 'node') return nodeLines(subject, prng);
  if (style === 'access') return accessLines(subject, prng);
  if (style === 'database') return databaseLines(subject, prng);
  return appLines(subject, prng);
}
