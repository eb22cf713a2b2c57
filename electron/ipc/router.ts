// The one place IPC requests are admitted. Both transports (Electron's ipcMain adapter and the
// browser-mode HTTP host) call `dispatch`; it checks the channel against the contract, the sender,
// the payload size and schema, runs the handler and always answers with a Result envelope.
import type { z } from 'zod';
import { contract, type ChannelName, type ResponseOf } from '../../preload/contract/channels.ts';
import { DEFAULT_MAX_PAYLOAD_BYTES } from '../../preload/contract/define.ts';
import { DesktopError, type IpcResult } from '../../preload/contract/result.ts';

export interface IpcSender {
  /** URL of the frame that sent the request (Electron: senderFrame.url; browser mode: page URL). */
  url: string;
  /** False for iframes and other sub-frames. */
  isTopFrame: boolean;
}

export type Handler<C extends ChannelName> = (
  request: z.output<(typeof contract)[C]['request']>,
  sender: IpcSender,
) => Promise<ResponseOf<C>> | ResponseOf<C>;

export type Handlers = { [C in ChannelName]: Handler<C> };

export interface RouterOptions {
  /** Decides whether a sender may call at all (its origin is the app's own, top frame only). */
  isTrustedSender: (sender: IpcSender) => boolean;
  /** Validate handler responses against the contract (on in development and tests). */
  checkResponses?: boolean;
  /** Where unexpected failures and the outcome of credential calls are reported; never
   * receives request payloads. */
  log?: (message: string, error?: unknown) => void;
}

export interface IpcRouter {
  readonly channels: readonly ChannelName[];
  /** `payload` is either already-parsed data (Electron) or raw JSON text (HTTP). */
  dispatch(channel: string, payload: unknown, sender: IpcSender): Promise<IpcResult<unknown>>;
}

/**
 * Calls that change what the user is signed in to, mint a credential on the server or write one to
 * disk: each outcome is logged with the channel and organisation only, never the payload (nor the
 * answer, which for `agents:generate` and `auth:createToken` carries a new token).
 */
const LOGGED_CHANNELS: ReadonlySet<string> = new Set([
  'auth:signIn',
  'auth:signOut',
  'orgs:add',
  'orgs:update',
  'orgs:remove',
  'kubeconfig:download',
  'kubeconfig:export',
  'kubeconfig:regenerate',
  'agents:generate',
  'auth:createToken',
]);

function orgOf(request: unknown, response?: unknown): string {
  const source = response ?? request;
  if (typeof source !== 'object' || source === null) return '';
  const { orgId, id } = source as { orgId?: unknown; id?: unknown };
  const org = typeof orgId === 'string' ? orgId : typeof id === 'string' ? id : '';
  return org ? ` (${org})` : '';
}

function fail(code: string, message: string): IpcResult<never> {
  return { ok: false, error: { code, message } };
}

function isChannel(name: string): name is ChannelName {
  return Object.hasOwn(contract, name);
}

function payloadSize(payload: unknown): number {
  if (typeof payload === 'string') return Buffer.byteLength(payload, 'utf8');
  if (payload === undefined) return 0;
  try {
    return Buffer.byteLength(JSON.stringify(payload) ?? '', 'utf8');
  } catch {
    return Number.POSITIVE_INFINITY; // cyclic or otherwise unserialisable: refuse
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ');
}

/**
 * The request's data once it is within the channel's size limit, parsed from JSON when it came as
 * text (HTTP) and valid against the channel's schema; else the refusal to answer with.
 */
function admitPayload(channel: ChannelName, payload: unknown): IpcResult<unknown> {
  const spec = contract[channel];
  const limit = spec.maxPayloadBytes ?? DEFAULT_MAX_PAYLOAD_BYTES;
  const size = payloadSize(payload);
  if (size > limit) {
    return fail('PAYLOAD_TOO_LARGE', `The request for ${channel} is larger than ${limit} bytes.`);
  }
  let data: unknown = payload;
  if (typeof payload === 'string') {
    try {
      data = payload.trim() === '' ? {} : (JSON.parse(payload) as unknown);
    } catch {
      return fail('INVALID_PAYLOAD', `The request for ${channel} is not valid JSON.`);
    }
  }
  if (data === undefined || data === null) data = {};
  const parsed = spec.request.safeParse(data);
  if (!parsed.success) {
    return fail(
      'INVALID_PAYLOAD',
      `Invalid request for ${channel}: ${describeIssues(parsed.error)}`,
    );
  }
  return { ok: true, value: parsed.data };
}

export function createIpcRouter(handlers: Handlers, options: RouterOptions): IpcRouter {
  const log = options.log ?? ((message, error) => console.error(`[ipc] ${message}`, error ?? ''));
  // The credential calls' outcomes go only to an application log, not to a test's stderr.
  const activity = options.log ?? (() => undefined);
  for (const name of Object.keys(contract)) {
    if (typeof (handlers as Record<string, unknown>)[name] !== 'function') {
      throw new Error(`IPC channel ${name} has no handler`);
    }
  }

  async function dispatch(
    channel: string,
    payload: unknown,
    sender: IpcSender,
  ): Promise<IpcResult<unknown>> {
    if (!isChannel(channel))
      return fail('UNKNOWN_CHANNEL', `Unknown IPC channel "${channel.slice(0, 80)}".`);
    if (!options.isTrustedSender(sender)) {
      log(`refused ${channel} from an untrusted sender`);
      return fail('FORBIDDEN_SENDER', 'This window is not allowed to call the application.');
    }
    const admitted = admitPayload(channel, payload);
    if (!admitted.ok) return admitted;
    const spec = contract[channel];
    const request = admitted.value;
    const logged = LOGGED_CHANNELS.has(channel);
    try {
      const handler = handlers[channel] as (req: unknown, s: IpcSender) => unknown;
      const value = await handler(request, sender);
      if (logged)
        activity(`${channel}${orgOf(request, channel === 'orgs:add' ? value : undefined)} done`);
      if (options.checkResponses) {
        const checked = spec.response.safeParse(value);
        if (!checked.success) {
          log(
            `handler for ${channel} returned a value outside its schema: ${describeIssues(checked.error)}`,
          );
          return fail(
            'INVALID_RESPONSE',
            `The application answered ${channel} with an unexpected shape.`,
          );
        }
        return { ok: true, value: checked.data };
      }
      return { ok: true, value };
    } catch (error) {
      if (error instanceof DesktopError) {
        if (logged) activity(`${channel}${orgOf(request)} refused: ${error.code} ${error.message}`);
        return fail(error.code, error.message);
      }
      log(`handler for ${channel} failed`, error);
      return fail(
        'INTERNAL',
        `${channel} failed unexpectedly. The details are in the application log.`,
      );
    }
  }

  return { channels: Object.keys(contract) as ChannelName[], dispatch };
}
