// Channels of the `kubeconfig` area: the per-org kubeconfig from `GET /api/kubeconfig`, kept in the
// keychain and exported on request. Every download mints a non-expiring token on the server
// (reference §4.11), so the stored one is reused and "regenerate" is an explicit action.
// Responses never contain the kubeconfig itself (it holds a token).
import { z } from 'zod';
import { channel } from './define.ts';
import { OrgIdSchema } from './orgs.ts';

export const KubeconfigStatusSchema = z.object({
  orgId: z.string(),
  stored: z.boolean(),
  downloadedAt: z.string().nullable(),
  server: z.string().nullable(),
  context: z.string().nullable(),
  /** Policy findings (exec plugin, insecure-skip-tls-verify, server on another host…). */
  warnings: z.array(z.string()),
  exportedPath: z.string().nullable(),
});
export type KubeconfigStatus = z.infer<typeof KubeconfigStatusSchema>;

export const KubeconfigExportSchema = z.object({
  cancelled: z.literal(false).optional(),
  /** Where main wrote the file: the path chosen in Electron's save dialog, or browser mode's folder. */
  path: z.string(),
  /** `export KUBECONFIG=…` (or the PowerShell equivalent), quoted for the shell. */
  setEnvCommand: z.string(),
  verifyCommand: z.string(),
  shell: z.enum(['posix', 'powershell']),
});
export type KubeconfigExport = z.infer<typeof KubeconfigExportSchema>;

/** The export's answer: written (and where), or the user cancelled the save dialog. */
export const KubeconfigExportResultSchema = z.union([
  z.object({ cancelled: z.literal(true) }).strict(),
  KubeconfigExportSchema,
]);
export type KubeconfigExportResult = z.infer<typeof KubeconfigExportResultSchema>;

const OrgRequest = z.object({ orgId: OrgIdSchema }).strict();

export const kubeconfigChannels = {
  'kubeconfig:status': channel({ request: OrgRequest, response: KubeconfigStatusSchema }),
  /** Reuses the stored kubeconfig when there is one; downloads only the first time. */
  'kubeconfig:download': channel({
    request: OrgRequest,
    response: KubeconfigStatusSchema.extend({ reused: z.boolean() }),
  }),
  /**
   * Writes the stored kubeconfig to a file main chooses, never the renderer: Electron asks with a
   * native save dialog; browser mode writes `<user data>/kubeconfigs/<host>-<hash>.yaml`. Neither
   * replaces `~/.kube/config`.
   */
  'kubeconfig:export': channel({ request: OrgRequest, response: KubeconfigExportResultSchema }),
  /** Downloads a new kubeconfig (a new token on the server); keeps the old one if it fails. */
  'kubeconfig:regenerate': channel({ request: OrgRequest, response: KubeconfigStatusSchema }),
};
