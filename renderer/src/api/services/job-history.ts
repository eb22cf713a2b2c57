// Job history names for the Job Name filter (reference §4.7 S7: job_history_names by name).
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { postgrest } from '../http/postgrest.ts';

export const jobHistoryKeys = {
  names: () => ['job_history', 'names'] as const,
};

const nameRow = z.object({ name: z.string() });

export function jobNamesQuery(orgId: string) {
  return queryOptions({
    queryKey: jobHistoryKeys.names(),
    queryFn: async ({ signal }) => {
      const page = await postgrest('job_history_names', nameRow).order('name').fetch(orgId, signal);
      return page.rows.map((row) => row.name);
    },
    staleTime: 5 * 60_000,
  });
}
