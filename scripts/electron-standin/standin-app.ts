// The stand-in Electron's `app`, `protocol` and `net`, with the rules Electron 45 documents and
// enforces turned into the same throws (or rejections), so a main process that breaks one fails
// here as it would in the real app. Rules (Electron docs: app, protocol, net):
// - protocol.registerSchemesAsPrivileged: only before `ready`, and only once.
// - protocol.handle: only after `ready`, once per scheme ("Failed to register protocol").
// - app.enableSandbox: only before `ready`.
// - app.getPath / setPath: the documented names only.
// - net.fetch: only after `ready`; `redirect: 'manual'` rejects every 3xx ("Redirect was
//   cancelled"), as Electron cancels a redirect nobody follows.
// - app.requestSingleInstanceLock: answers what the test chose; `second-instance` carries the
//   second process's argv as the OS builds it (see secondInstanceArgv).
import { EventEmitter } from 'node:events';
import { request as httpRequest } from 'node:http';
import path from 'node:path';

export class ElectronRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ElectronRuleError';
  }
}

/** app.getPath's names (Electron 45 docs). */
export const APP_PATH_NAMES = [
  'home',
  'appData',
  'assets',
  'userData',
  'sessionData',
  'temp',
  'exe',
  'module',
  'desktop',
  'documents',
  'downloads',
  'music',
  'pictures',
  'videos',
  'recent',
  'logs',
  'crashDumps',
] as const;

export interface StandinOptions {
  /** A folder of its own per boot: userData, logs, Downloads and the fake exe live under it. */
  root: string;
  isPackaged: boolean;
  /** Whether requestSingleInstanceLock answers true. */
  gotLock: boolean;
  platform?: NodeJS.Platform;
  version?: string;
}

export type Recorder = (call: string) => void;

/** The argv a second instance hands over: the OS's command line of that process. */
export function secondInstanceArgv(
  options: Pick<StandinOptions, 'isPackaged' | 'platform'>,
  exe: string,
  mainScript: string,
  extra: readonly string[],
): string[] {
  const program = options.isPackaged ? [exe] : [exe, mainScript];
  // Chromium on Windows puts its own switch right after the program.
  const switches = options.platform === 'win32' ? ['--allow-file-access-from-files'] : [];
  return [...program, ...switches, ...extra];
}

export function createStandinApp(options: StandinOptions, record: Recorder) {
  const paths = new Map<string, string>();
  for (const name of APP_PATH_NAMES) paths.set(name, path.join(options.root, 'paths', name));
  paths.set('userData', path.join(options.root, 'user-data'));
  paths.set('logs', path.join(options.root, 'user-data', 'logs'));
  paths.set('downloads', path.join(options.root, 'user-data', 'Downloads'));
  paths.set('exe', path.join(options.root, 'Mission Control Desktop'));
  let isReady = false;
  let sandboxEnabled = false;
  let resolveReady!: () => void;
  const readyPromise = new Promise<void>((resolve) => (resolveReady = resolve));
  const exits: number[] = [];
  const checkName = (name: string, call: string) => {
    if (!(APP_PATH_NAMES as readonly string[]).includes(name))
      throw new ElectronRuleError(`Failed to ${call} '${name}' path: not a known path name`);
  };
  const app = Object.assign(new EventEmitter(), {
    isPackaged: options.isPackaged,
    isReady: () => isReady,
    whenReady: () => {
      record('app.whenReady');
      return readyPromise;
    },
    requestSingleInstanceLock: () => {
      record('app.requestSingleInstanceLock');
      return options.gotLock;
    },
    getPath: (name: string) => {
      checkName(name, 'get');
      return paths.get(name)!;
    },
    setPath: (name: string, value: string) => {
      checkName(name, 'set');
      record(`app.setPath ${name}`);
      paths.set(name, value);
    },
    getAppPath: () => path.join(options.root, 'app'),
    getVersion: () => options.version ?? '0.1.0',
    getName: () => 'Mission Control Desktop',
    quit: () => record('app.quit'),
    exit: (code = 0) => {
      exits.push(code);
      record(`app.exit ${code}`);
    },
    relaunch: () => record('app.relaunch'),
    enableSandbox: () => {
      if (isReady)
        throw new ElectronRuleError('app.enableSandbox() can only be called before app is ready');
      sandboxEnabled = true;
      record('app.enableSandbox');
    },
    setAppUserModelId: (id: string) => record(`app.setAppUserModelId ${id}`),
    setAsDefaultProtocolClient: (scheme: string) => {
      record(`app.setAsDefaultProtocolClient ${scheme}`);
      return true;
    },
    isDefaultProtocolClient: () => false,
    showAboutPanel: () => record('app.showAboutPanel'),
  });
  return {
    app,
    exits,
    ready: () => isReady,
    sandboxEnabled: () => sandboxEnabled,
    /** Electron's `ready`: the `ready` event, then whenReady() settles. */
    emitReady: () => {
      isReady = true;
      app.emit('ready', {}, {});
      resolveReady();
    },
  };
}

export type SchemeHandler = (request: Request) => Response | Promise<Response>;

export function createStandinProtocol(ready: () => boolean, record: Recorder) {
  let privileged: unknown[] | null = null;
  const handlers = new Map<string, SchemeHandler>();
  const protocol = {
    registerSchemesAsPrivileged: (schemes: unknown[]) => {
      if (ready())
        throw new ElectronRuleError(
          'protocol.registerSchemesAsPrivileged should be called before app is ready',
        );
      if (privileged) throw new ElectronRuleError('registerSchemesAsPrivileged can be called once');
      privileged = schemes;
      record(`protocol.registerSchemesAsPrivileged ${JSON.stringify(schemes)}`);
    },
    handle: (scheme: string, handler: SchemeHandler) => {
      if (!ready()) throw new ElectronRuleError('protocol.handle before the app is ready');
      if (handlers.has(scheme))
        throw new ElectronRuleError(`Failed to register protocol: ${scheme}`);
      handlers.set(scheme, handler);
      record(`protocol.handle ${scheme}`);
    },
    unhandle: (scheme: string) => void handlers.delete(scheme),
    isProtocolHandled: (scheme: string) => handlers.has(scheme),
  };
  return {
    protocol,
    handler: (scheme: string) => handlers.get(scheme),
    privileged: () => privileged,
  };
}

const REDIRECT = new Set([301, 302, 303, 307, 308]);

/**
 * net.request over Node's http.request (the same 'response' / 'error' events, a readable
 * IncomingMessage), with Electron's redirect rule: a 3xx is reported by a 'redirect' event
 * (status, method, target, headers) and, unless followRedirect() is called during that event, the
 * request is cancelled with "Redirect was cancelled". Only `redirect: 'manual'` is emulated (what
 * main uses); anything else is a rule error, so a change of mode cannot pass unnoticed.
 */
function standinNetRequest(
  ready: () => boolean,
  record: Recorder,
  options: { url: string; method?: string; headers?: Record<string, string>; redirect?: string },
) {
  if (!ready()) throw new ElectronRuleError('net.request cannot be used before the app is ready');
  if (options.redirect !== 'manual')
    throw new ElectronRuleError(`the stand-in emulates net.request with redirect 'manual' only`);
  record(`net.request ${new URL(options.url).pathname}`);
  const request = httpRequest(options.url, {
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
  });
  const events = new EventEmitter();
  let cancelled = false;
  request.on('response', (incoming) => {
    const status = incoming.statusCode ?? 0;
    if (!REDIRECT.has(status)) return void events.emit('response', incoming);
    const headers = Object.fromEntries(
      Object.entries(incoming.headers).map(([name, value]) => [name, [value ?? ''].flat()]),
    );
    const target = new URL(String(incoming.headers.location ?? ''), options.url).href;
    events.emit('redirect', status, options.method ?? 'GET', target, headers);
    incoming.resume();
    cancelled = true;
    request.destroy();
    events.emit('error', new Error('Redirect was cancelled'));
  });
  request.on('error', (error) => {
    if (!cancelled) events.emit('error', error);
  });
  return Object.assign(events, {
    end: (chunk?: Buffer) => void request.end(chunk),
    abort: () => {
      cancelled = true;
      request.destroy();
    },
    followRedirect: () => {
      throw new ElectronRuleError('the stand-in does not follow redirects');
    },
  });
}

/** net.fetch over Node's fetch (the same WHATWG shape) and net.request, with Electron's redirect behaviour. */
export function createStandinNet(ready: () => boolean, record: Recorder) {
  return {
    request: (options: Parameters<typeof standinNetRequest>[2]) =>
      standinNetRequest(ready, record, options),
    fetch: async (input: string | Request, init?: RequestInit): Promise<Response> => {
      if (!ready()) throw new ElectronRuleError('net.fetch cannot be used before the app is ready');
      const url = typeof input === 'string' ? input : input.url;
      record(`net.fetch ${new URL(url).pathname}`);
      const response = await fetch(input, init);
      if (init?.redirect === 'manual' && REDIRECT.has(response.status)) {
        await response.body?.cancel();
        throw new Error('Redirect was cancelled');
      }
      return response;
    },
  };
}
