// Channels of the `orgs` area: the organisation registry (non-secret profile of each backend the
// user connects to), and the gateway's error shape re-exported from gateway-error.ts. No DTO here
// ever carries a credential.
import { z } from 'zod';
import { channel } from './define.ts';
import { GatewayErrorSchema } from './gateway-error.ts';
import { headerSafe } from './header-safe.ts';
import { HealthWatchIntervalSchema } from './health-watch-interval.ts';
import { NotificationRulesSchema } from './notification-rules.ts';
import { ORG_ENVIRONMENTS } from './org-environment.ts';

export const SANDBOX_ORG_ID = 'sandbox';

export const OrgEnvironmentSchema = z.enum(ORG_ENVIRONMENTS);
export { ORG_ENVIRONMENTS, environmentColours, type OrgEnvironment } from './org-environment.ts';

/**
 * How an organisation signs in. `oidc`: the system browser (PKCE, loopback redirect); `hosted`: a
 * hosted identity provider, reached through the built-in identity or the backend's OIDC endpoints.
 */
export const SignInMethodSchema = z.enum(['token', 'password', 'basic', 'oidc', 'hosted']);
export type SignInMethod = z.infer<typeof SignInMethodSchema>;

/** `/api` for a console (UI) host, empty for a backend origin (reference §1.6). */
export const ApiPrefixSchema = z.enum(['/api', '']);
export type ApiPrefix = z.infer<typeof ApiPrefixSchema>;

export const OrgIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'not an organisation id');
/**
 * Names the org a window opens on by the org frame's rule (initial-org.ts) rather than by id: the
 * URL's search and this window's last choice. The start-up reads send it before the renderer knows
 * the org list (`cache:readInitial`, and the first `auth:status`).
 */
export const InitialOrgRequestSchema = z
  .object({ search: z.string().max(4096), remembered: z.string().max(256).nullable() })
  .strict();
export type InitialOrgRequest = z.infer<typeof InitialOrgRequestSchema>;
const ColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1f6feb');
const NameSchema = z.string().trim().min(1).max(120);
/** PEM certificates the org's TLS chain must lead to (private CA). Public data, not a secret. */
export const CaBundleSchema = z
  .string()
  .max(1024 * 1024)
  .refine((pem) => pem.includes('-----BEGIN CERTIFICATE-----'), 'not a PEM certificate bundle');
export const ProxyUrlSchema = z
  .string()
  .max(2048)
  .refine((text) => {
    try {
      const url = new URL(text);
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        url.username === '' &&
        url.password === ''
      );
    } catch {
      return false;
    }
  }, 'a proxy address like http://proxy.example.com:3128, without credentials');
/**
 * What the user types as a proxy: the URL parser would silently drop a tab or line break, and a
 * proxy's name travels in CONNECT and Host headers (header-safe.ts): printable ASCII only (an
 * internationalised proxy name is given in its xn-- form). Input only: stored values stay readable.
 */
const ProxyInputSchema = headerSafe(ProxyUrlSchema, 'raw');
/** A Basic user name (the org's saved user for Basic or password sign-in). */
const UserNameInputSchema = headerSafe(z.string().trim().max(320), 'basic-user');

export const OrgSchema = z.object({
  id: OrgIdSchema,
  kind: z.enum(['remote', 'sandbox']),
  name: NameSchema,
  /** Normalised base URL (see org-url.ts); for the sandbox, its current local address or ''. */
  baseUrl: z.string(),
  prefix: ApiPrefixSchema,
  /** Host in punycode, for display. */
  host: z.string(),
  environment: OrgEnvironmentSchema,
  /** Label shown when environment is `custom`. */
  customLabel: z.string().max(40).nullable(),
  colour: ColourSchema,
  signInMethod: SignInMethodSchema,
  username: z.string().max(320).nullable(),
  caBundle: CaBundleSchema.nullable(),
  proxy: ProxyUrlSchema.nullable(),
  hidden: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Minutes between polls for check notifications (electron/health-watch/); absent or 0: off. */
  healthWatchMinutes: HealthWatchIntervalSchema.optional(),
  /** The notification centre's rules (electron/notification-centre/); absent: the defaults. */
  notificationRules: NotificationRulesSchema.optional(),
});
export type Org = z.infer<typeof OrgSchema>;

const OrgFieldsSchema = z.object({
  name: NameSchema,
  url: z.string().max(2048),
  /** Omitted: detected by probing `/api/about`, then `/about`. */
  prefix: ApiPrefixSchema.optional(),
  environment: OrgEnvironmentSchema.optional(),
  customLabel: z.string().trim().max(40).nullable().optional(),
  colour: ColourSchema.optional(),
  signInMethod: SignInMethodSchema.optional(),
  username: UserNameInputSchema.nullable().optional(),
  caBundle: CaBundleSchema.nullable().optional(),
  proxy: ProxyInputSchema.nullable().optional(),
});

export const OrgAddSchema = OrgFieldsSchema.strict();
export type OrgAdd = z.infer<typeof OrgAddSchema>;

export const OrgUpdateSchema = z
  .object({
    id: OrgIdSchema,
    patch: OrgFieldsSchema.partial()
      .extend({
        hidden: z.boolean().optional(),
        /** Stamp `lastUsedAt` (the renderer switched to this org). */
        used: z.literal(true).optional(),
        healthWatchMinutes: HealthWatchIntervalSchema.optional(),
        notificationRules: NotificationRulesSchema.optional(),
      })
      .strict(),
  })
  .strict();
export type OrgUpdate = z.infer<typeof OrgUpdateSchema>;

// The gateway's own error answers live in gateway-error.ts (the renderer's HTTP client needs them
// without this module's other schemas); re-exported for main and the preload.
export {
  GATEWAY_ERROR_HEADER,
  GatewayErrorKindSchema,
  GatewayErrorSchema,
  TlsDetailsSchema,
  type GatewayError,
  type GatewayErrorKind,
  type TlsDetails,
} from './gateway-error.ts';

export const ProbeResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    url: z.string(),
    host: z.string(),
    idn: z.boolean(),
    /** null when neither path answered like Mission Control (the user then picks). */
    prefix: ApiPrefixSchema.nullable(),
    version: z.string().nullable(),
    /** The server answered but needs credentials first (normal for a console host). */
    authRequired: z.boolean(),
  }),
  z.object({
    ok: z.literal(false),
    reason: z.string(),
    /** Set when the URL was fine but the server could not be reached. */
    error: GatewayErrorSchema.nullable(),
  }),
]);
export type ProbeResult = z.infer<typeof ProbeResultSchema>;

export const DoctorStepIdSchema = z.enum(['dns', 'proxy', 'tcp', 'tls', 'http', 'sign-in']);
export type DoctorStepId = z.infer<typeof DoctorStepIdSchema>;

export const DoctorStepSchema = z.object({
  id: DoctorStepIdSchema,
  title: z.string(),
  status: z.enum(['pass', 'fail', 'skip']),
  /** What was found, with the real error when the step failed. */
  detail: z.string(),
  /** What the user can do about a failure; null otherwise. */
  fix: z.string().nullable(),
  ms: z.number(),
});
export type DoctorStep = z.infer<typeof DoctorStepSchema>;

export const DoctorReportSchema = z.object({
  url: z.string(),
  ok: z.boolean(),
  steps: z.array(DoctorStepSchema),
});
export type DoctorReport = z.infer<typeof DoctorReportSchema>;

export const orgsChannels = {
  'orgs:list': channel({
    request: z.object({}).strict(),
    response: z.object({ orgs: z.array(OrgSchema) }),
  }),
  'orgs:add': channel({
    request: OrgAddSchema,
    response: OrgSchema,
    maxPayloadBytes: 2 * 1024 * 1024,
  }),
  'orgs:update': channel({
    request: OrgUpdateSchema,
    response: OrgSchema,
    maxPayloadBytes: 2 * 1024 * 1024,
  }),
  'orgs:remove': channel({
    request: z.object({ id: OrgIdSchema }).strict(),
    response: z.object({ removed: z.literal(true), warnings: z.array(z.string()) }),
  }),
  'orgs:reorder': channel({
    request: z.object({ ids: z.array(OrgIdSchema).max(500) }).strict(),
    response: z.object({ orgs: z.array(OrgSchema) }),
  }),
  'orgs:probe': channel({
    request: z
      .object({
        url: z.string().max(2048),
        caBundle: CaBundleSchema.nullable().optional(),
        proxy: ProxyInputSchema.nullable().optional(),
      })
      .strict(),
    response: ProbeResultSchema,
    maxPayloadBytes: 2 * 1024 * 1024,
  }),
  /** The connection doctor: the organisation's address checked step by step. */
  'orgs:doctor': channel({
    request: z.object({ orgId: OrgIdSchema }).strict(),
    response: DoctorReportSchema,
  }),
};
