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
  path: z.string(),
  /** `export KUBECONFIG=…` (or the PowerShell equivalent), quoted for the shell. */
  setEnvCommand: z.string(),
  verifyCommand: z.string(),
  shell: z.enum(['posix', 'powershell']),
});
export type KubeconfigExport = z.infer<typeof KubeconfigExportSchema>;

const OrgRequest = z.object({ orgId: OrgIdSchema }).strict();

export const kubeconfigChannels = {
  'kubeconfig:status': channel({ request: OrgRequest, response: KubeconfigStatusSchema }),
  /** Reuses the stored kubeconfig when there is one; downloads only the first time. */
  'kubeconfig:download': channel({
    request: OrgRequest,
    response: KubeconfigStatusSchema.extend({ reused: z.boolean() }),
  }),
  'kubeconfig:export': channel({
    request: z
      .object({
        orgId: OrgIdSchema,
        /** A path the user chose in a save dialog; default `~/.kube/mission-control/<slug>.yaml`. */
        path: z.string().min(1).max(4096).optional(),
      })
      .strict(),
    response: KubeconfigExportSchema,
  }),
  /** Downloads a new kubeconfig (a new token on the server); keeps the old one if it fails. */
  'kubeconfig:regenerate': channel({ request: OrgRequest, response: KubeconfigStatusSchema }),
};
