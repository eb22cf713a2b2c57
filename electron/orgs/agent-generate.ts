// Registering an agent (reference A3, `POST /agent/generate`): the call mints a one-year access
// token for the agent, so it is one of main's own flows (minting-call.ts); the window gets the
// answer of this call only, to show the token once.
import { GeneratedAgentSchema, type GeneratedAgentResult } from '../../preload/contract/agents.ts';
import { DesktopError } from '../../preload/contract/result.ts';
import { mintingCall, type MintingOptions } from './minting-call.ts';

export interface AgentGenerateOptions extends MintingOptions {
  /**
   * Main's confirmation (org-confirmations.ts), asked once the org is signed in and before
   * anything is sent; it throws NOT_CONFIRMED when the user declines.
   */
  confirm: (orgId: string, agentName: string) => Promise<void>;
}

export function createAgentGenerator(options: AgentGenerateOptions) {
  return async (request: {
    orgId: string;
    name: string;
    properties: Record<string, string>;
  }): Promise<GeneratedAgentResult> => {
    const { orgId, name, properties } = request;
    const { answer } = await mintingCall(options, {
      orgId,
      doing: 'registering an agent',
      failure: 'AGENT_NOT_CREATED',
      forbidden: (host) => `Your account on ${host} may not register agents.`,
      uiPath: '/api/agent/generate',
      body: { name, properties },
      confirm: () => options.confirm(orgId, name),
    });
    const parsed = GeneratedAgentSchema.safeParse(answer);
    if (!parsed.success)
      throw new DesktopError('AGENT_NOT_CREATED', 'The agent was created without credentials.');
    return parsed.data;
  };
}
