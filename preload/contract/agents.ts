// Channels of the `agents` area. Registering an agent mints its access token on the server
// (reference A3), so main makes that call itself, with the org's credential, and the gateway
// refuses the route to pages: the window gets the new agent's token once, to show it.
import { z } from 'zod';
import { channel } from './define.ts';
import { OrgIdSchema } from './orgs.ts';

export const GeneratedAgentSchema = z.object({
  id: z.string(),
  username: z.string(),
  access_token: z.string(),
});
export type GeneratedAgentResult = z.infer<typeof GeneratedAgentSchema>;

export const agentsChannels = {
  /** `POST /agent/generate` with `{ name, properties }`; answers the agent's id, user and token. */
  'agents:generate': channel({
    request: z
      .object({
        orgId: OrgIdSchema,
        name: z.string().trim().min(1).max(255),
        properties: z.record(z.string().max(256), z.string().max(4096)),
      })
      .strict(),
    response: GeneratedAgentSchema,
  }),
};
