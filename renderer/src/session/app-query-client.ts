// The app-wide QueryClient: data owned by main rather than by an organisation's backend (the
// organisation registry, sign-in states, settings, app info). Org data lives in each org's own
// client (org-context.tsx); components inside an org subtree pass this one explicitly.
import { QueryClient } from '@tanstack/react-query';

export const appQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
