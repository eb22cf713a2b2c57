// Channels of the `identity` area: the built-in identity system (Ory Kratos behind the backend's
// `/kratos` path) as self-service flows. Main runs every flow as a Kratos *api* flow (no cookies,
// no CSRF) and holds the session token; the renderer only ever sees a flow's ui nodes and
// messages with every secret value removed, and sends form values back. No response carries a
// session token, password or TOTP secret.
import { z } from 'zod';
import { AuthStatusSchema } from './auth.ts';
import { channel } from './define.ts';
import { OrgIdSchema } from './orgs.ts';
import { UUID } from './uuid.ts';

export const IdentityFlowKindSchema = z.enum([
  'login',
  'registration',
  'recovery',
  'verification',
  'settings',
]);
export type IdentityFlowKind = z.infer<typeof IdentityFlowKindSchema>;

/** A Kratos ui text (message): id per Kratos text/id.go, type info | error | success. */
export const UiTextSchema = z.object({
  id: z.number(),
  text: z.string(),
  type: z.string(),
});
export type UiText = z.infer<typeof UiTextSchema>;

const Scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const UiNodeAttributesSchema = z.object({
  node_type: z.string(),
  name: z.string().optional(),
  type: z.string().optional(),
  /** Never a secret: main blanks password values and drops what it must not pass. */
  value: Scalar.optional(),
  required: z.boolean().optional(),
  disabled: z.boolean().optional(),
  autocomplete: z.string().optional(),
  pattern: z.string().optional(),
  /** text nodes (lookup codes, the TOTP key while enrolling): the text to show. */
  text: UiTextSchema.optional(),
  id: z.string().optional(),
  /** img nodes: a data: URL (the TOTP QR code while enrolling). */
  src: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  /** a nodes */
  href: z.string().optional(),
  title: UiTextSchema.optional(),
});

export const UiNodeSchema = z.object({
  type: z.string(),
  group: z.string(),
  attributes: UiNodeAttributesSchema,
  messages: z.array(UiTextSchema),
  meta: z.object({ label: UiTextSchema.optional() }),
});
export type UiNode = z.infer<typeof UiNodeSchema>;

export const IdentityFlowSchema = z.object({
  id: z.string(),
  kind: IdentityFlowKindSchema,
  /** Kratos `state` (recovery/verification: choose_method, sent_email, passed_challenge; settings: show_form, success). */
  state: z.string().nullable(),
  /** Login: `aal2` for the second factor. */
  requestedAal: z.string().nullable(),
  /** Login: a refresh asks an already signed-in user to confirm who they are. */
  refresh: z.boolean(),
  ui: z.object({ messages: z.array(UiTextSchema), nodes: z.array(UiNodeSchema) }),
});
export type IdentityFlow = z.infer<typeof IdentityFlowSchema>;

/** What the renderer does next after a start or a submit. */
export const IdentityStepSchema = z.discriminatedUnion('type', [
  /** Show this flow (a new one, or the same one again with messages). */
  z.object({ type: z.literal('flow'), flow: IdentityFlowSchema }),
  /** Signed in: main holds a device token for the organisation. */
  z.object({ type: z.literal('signed-in'), status: AuthStatusSchema }),
  /** Nothing more to fill in here: go to `/` (session_already_available, a finished flow). */
  z.object({ type: z.literal('home'), message: z.string().nullable() }),
  /** The flow cannot continue; show the text (a forbidden return_to, an unexpected answer). */
  z.object({ type: z.literal('error'), message: z.string(), status: z.number().nullable() }),
]);
export type IdentityStep = z.infer<typeof IdentityStepSchema>;

/** An invitation's id as Mission Control makes it (a UUID). */
export const INVITE_ID = UUID;

export const IdentityStartSchema = z
  .object({
    orgId: OrgIdSchema,
    kind: IdentityFlowKindSchema,
    refresh: z.boolean().optional(),
    aal: z.enum(['aal1', 'aal2']).optional(),
    returnTo: z.string().max(2048).optional(),
    /** Registration: the invitation it completes (the id of an invite link, `?invite=`). */
    invite: z.string().regex(INVITE_ID).optional(),
  })
  .strict();

const FormValue = z.union([z.string().max(16 * 1024), z.boolean()]);

export const IdentitySubmitSchema = z
  .object({
    orgId: OrgIdSchema,
    kind: IdentityFlowKindSchema,
    flowId: z.string().min(1).max(128),
    /** The form's values by node name, including the pressed submit button's name and value. */
    values: z.record(z.string().max(256), FormValue),
  })
  .strict();
export type IdentitySubmit = z.infer<typeof IdentitySubmitSchema>;

export const FlowErrorSchema = z.object({
  status: z.number(),
  /** null when the error was not found (404), expired (410) or not ours (403): the page goes to `/`. */
  error: z
    .object({
      id: z.string().nullable(),
      code: z.number().nullable(),
      status: z.string().nullable(),
      reason: z.string().nullable(),
      message: z.string().nullable(),
    })
    .nullable(),
});
export type FlowError = z.infer<typeof FlowErrorSchema>;

export const identityChannels = {
  /** Does the organisation's backend offer the built-in identity (a Kratos login flow answers)? */
  'identity:detect': channel({
    request: z.object({ orgId: OrgIdSchema }).strict(),
    response: z.object({ available: z.boolean() }),
  }),
  'identity:start': channel({ request: IdentityStartSchema, response: IdentityStepSchema }),
  'identity:submit': channel({ request: IdentitySubmitSchema, response: IdentityStepSchema }),
  'identity:flowError': channel({
    request: z.object({ orgId: OrgIdSchema, id: z.string().min(1).max(128) }).strict(),
    response: FlowErrorSchema,
  }),
};
