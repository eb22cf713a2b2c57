// Creating an access token (spec 5-access §2.6): `POST /auth/create_token` mints a credential, so
// main makes the call with the org's credential after its own confirmation, and the gateway
// refuses the route to pages; the window gets the token once, to show it.
import { z } from 'zod';
import { channel } from './define.ts';
import { OrgIdSchema } from './orgs.ts';

export const tokenChannels = {
  /** `{name, expiry, auto_renew, scope}` as mission-control reads them; answers the token. */
  'auth:createToken': channel({
    request: z
      .object({
        orgId: OrgIdSchema,
        name: z.string().trim().min(1).max(255),
        expiry: z.string().max(32),
        auto_renew: z.boolean(),
        scope: z
          .array(
            z
              .object({
                subject: z.literal(''),
                object: z.string().max(64),
                action: z.string().max(64),
              })
              .strict(),
          )
          .max(500),
      })
      .strict(),
    response: z.object({ token: z.string() }),
  }),
};
