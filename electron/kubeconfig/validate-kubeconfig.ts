// Validation of a downloaded kubeconfig before anything is kept (reliability-security faults
// 25–27): size and alias caps against YAML bombs, HTML or JSON error bodies refused, the
// clusters/contexts/users shape required, and policy findings (exec plugins,
// insecure-skip-tls-verify, a server on another host) reported as warnings. Never executes anything.
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { DesktopError } from '../../preload/contract/result.ts';

export const MAX_KUBECONFIG_BYTES = 1024 * 1024;
const MAX_ALIASES = 20;

const name = z.string().min(1);
const KubeconfigSchema = z.looseObject({
  clusters: z
    .array(
      z.object({
        name,
        cluster: z.looseObject({
          server: z.string().min(1),
          'insecure-skip-tls-verify': z.boolean().optional(),
        }),
      }),
    )
    .min(1),
  contexts: z
    .array(
      z.object({
        name,
        context: z.looseObject({ cluster: z.string(), user: z.string().optional() }),
      }),
    )
    .min(1),
  users: z.array(z.object({ name, user: z.looseObject({}).nullable() })).min(1),
  'current-context': z.string().optional(),
});

export interface ValidKubeconfig {
  text: string;
  server: string;
  context: string | null;
  warnings: string[];
}

function invalid(reason: string): DesktopError {
  return new DesktopError(
    'KUBECONFIG_INVALID',
    `The kubeconfig from the server was not kept: ${reason}. The previous one (if any) is unchanged.`,
  );
}

export function validateKubeconfig(text: string, orgHost: string | null): ValidKubeconfig {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes === 0 || text.trim() === '') throw invalid('it is empty');
  if (bytes > MAX_KUBECONFIG_BYTES)
    throw invalid(`it is larger than ${MAX_KUBECONFIG_BYTES / 1024} KB`);
  const head = text.trimStart().slice(0, 200).toLowerCase();
  if (head.startsWith('<!doctype') || head.startsWith('<html') || head.startsWith('<'))
    throw invalid('the server sent a web page (a sign-in proxy?)');
  if (
    head.startsWith('{') &&
    /"(error|message)"/.test(text.slice(0, 2000)) &&
    !/"clusters"/.test(text)
  ) {
    throw invalid('the server sent an error message instead');
  }
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length > 0)
    throw invalid(
      `it is not valid YAML (${doc.errors[0]?.message.split('\n')[0] ?? 'parse error'})`,
    );
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw invalid(
      /alias/i.test(reason)
        ? 'it uses too many YAML aliases (a possible "billion laughs" bomb)'
        : `it cannot be read (${reason})`,
    );
  }
  const parsed = KubeconfigSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(
      `it lacks ${issue ? issue.path.join('.') || 'the expected fields' : 'clusters, contexts or users'}`,
    );
  }
  const config = parsed.data;
  const warnings: string[] = [];
  const server = config.clusters[0]?.cluster.server ?? '';
  for (const entry of config.clusters) {
    if (entry.cluster['insecure-skip-tls-verify'])
      warnings.push(
        `Cluster "${entry.name}" turns off certificate checks (insecure-skip-tls-verify).`,
      );
    let host: string | null = null;
    try {
      host = new URL(entry.cluster.server).hostname;
    } catch {
      warnings.push(`Cluster "${entry.name}" has a server address that is not a URL.`);
    }
    if (host && orgHost && host !== orgHost.replace(/:\d+$/, '').replace(/^\[|\]$/g, '')) {
      warnings.push(`Cluster "${entry.name}" points at ${host}, not at ${orgHost}.`);
    }
  }
  for (const entry of config.users) {
    if (entry.user && 'exec' in entry.user)
      warnings.push(
        `User "${entry.name}" runs a credential plugin (exec); it is not run by this app.`,
      );
    if (entry.user && 'auth-provider' in entry.user)
      warnings.push(`User "${entry.name}" uses an auth-provider plugin.`);
  }
  const context = config['current-context'] ?? config.contexts[0]?.name ?? null;
  return { text, server, context, warnings };
}
