// Registering an agent (reference A3, `POST /agent/generate`): the call mints a one-year access
// token for the agent, so it is one of main's own flows, made with the org's credential straight to
// the backend. The gateway refuses the route to pages (gateway.ts); the window gets the answer of
// this call only, to show the token once.
import { GeneratedAgentSchema, type GeneratedAgentResult } from '../../preload/contract/agents.ts';
import { DesktopError } from '../../preload/contract/result.ts';
import {
  fetchBackend,
  type BackendFetchOptions,
  type BackendTarget,
  type BackendTransport,
} from '../gateway/backend-fetch.ts';
import { GatewayFailure } from '../gateway/gateway-error.ts';

export interface AgentGenerateOptions {
  target: (orgId: string) => Promise<BackendTarget>;
  /** The org's `Authorization` value, for a request to `target` (refused for any other). */
  credential: (orgId: string, target: BackendTarget) => Promise<string | null>;
  onUnauthorized: (orgId: string) => void;
  transport: BackendTransport;
  fetchOptions?: BackendFetchOptions | undefined;
  /**
   * Main's confirmation (org-confirmations.ts), asked once the org is signed in and before
   * anything is sent; it throws NOT_CONFIRMED when the user declines.
   */
  confirm: (orgId: string, agentName: string) => Promise<void>;
}

export function serverMessage(body: Uint8Array): string | null {
  const text = new TextDecoder().decode(body.subarray(0, 2000)).trim();
  try {
    const record = JSON.parse(text) as { error?: unknown; message?: unknown };
    const message = [record.error, record.message].find((v) => typeof v === 'string' && v !== '');
    if (typeof message === 'string') return message.slice(0, 300);
  } catch {
    // not JSON
  }
  return text && !text.startsWith('<') ? text.slice(0, 300) : null;
}

export function createAgentGenerator(options: AgentGenerateOptions) {
  return async (request: {
    orgId: string;
    name: string;
    properties: Record<string, string>;
  }): Promise<GeneratedAgentResult> => {
    const { orgId } = request;
    const target = await options.target(orgId);
    const host = new URL(target.baseUrl).host;
    const credential = await options.credential(orgId, target);
    if (!credential)
      throw new DesktopError('NEEDS_SIGN_IN', `Sign in to ${host} before registering an agent.`);
    await options.confirm(orgId, request.name);
    let response;
    try {
      response = await fetchBackend(
        options.transport,
        target,
        {
          uiPath: '/api/agent/generate',
          method: 'POST',
          headers: new Headers({ accept: 'application/json', 'content-type': 'application/json' }),
          body: new TextEncoder().encode(
            JSON.stringify({ name: request.name, properties: request.properties }),
          ),
          credential,
        },
        { ...options.fetchOptions, maxResponseBytes: 1024 * 1024 },
      );
    } catch (error) {
      if (error instanceof GatewayFailure)
        throw new DesktopError('AGENT_NOT_CREATED', error.message);
      throw error;
    }
    if (response.status === 401) {
      if (response.credentialSent) options.onUnauthorized(orgId);
      throw new DesktopError('NEEDS_SIGN_IN', `${host} asks you to sign in again.`);
    }
    if (response.status === 403)
      throw new DesktopError(
        'FORBIDDEN',
        serverMessage(response.body) ?? `Your account on ${host} may not register agents.`,
      );
    if (response.status < 200 || response.status >= 300)
      throw new DesktopError(
        'AGENT_NOT_CREATED',
        serverMessage(response.body) ?? `${host} answered HTTP ${response.status}.`,
      );
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(response.body));
    } catch {
      body = null;
    }
    const parsed = GeneratedAgentSchema.safeParse(body);
    if (!parsed.success)
      throw new DesktopError('AGENT_NOT_CREATED', 'The agent was created without credentials.');
    return parsed.data;
  };
}
