// Keeps an organisation's cached answers apart from the ones read while it impersonates scopes
// (spec 5-access §2.3): a change of impersonation drops every answer that depends on the rows one
// may read and fetches again what is on screen, and nothing read while impersonating is written to
// the offline cache (org-offline.ts asks `persistsAnswers`), so the disk keeps only normal answers.
import type { QueryClient } from '@tanstack/react-query';
import { impersonationOf } from '../api/http/scope-impersonation.ts';

/** Query-key scopes whose answers no row-level payload narrows: who the user is, the properties. */
const UNSCOPED = new Set<unknown>(['auth', 'properties']);

export async function dropScopedAnswers(client: QueryClient): Promise<void> {
  const predicate = (query: { queryKey: readonly unknown[] }) => !UNSCOPED.has(query.queryKey[0]);
  await client.cancelQueries({ predicate });
  await client.resetQueries({ predicate });
}

/** False while the organisation impersonates: its answers are not the user's own. */
export const persistsAnswers = (orgId: string): boolean => impersonationOf(orgId) === null;
