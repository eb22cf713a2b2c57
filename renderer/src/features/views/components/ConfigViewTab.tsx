// A view as a tab of a config item, the body of `/catalog/{id}/view/{viewId}` (spec 4-views
// §2.10), which the catalog's item page shows in the item's frame: the variables its display
// plugin renders for the item, then a run with them; no variables bar; the window titled
// 'Config View - {title}' and the top bar the view's title; the view's table has no heading of its
// own (the tab names it).
import { NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { pluginVariablesQuery, viewResultQuery } from '../../../api/services/views.ts';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { usePageHeading } from '../../../lib/hooks/usePageHeading.ts';
import { useWindowTitle } from '../../../lib/hooks/useWindowTitle.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { ViewBody } from './ViewBody.tsx';
import '../views.css';
import { LoadingState } from '../../../components/shell-chrome/LoadingState.tsx';

function useConfigView(configId: string, viewId: string) {
  const orgId = useOrgId();
  const variables = useQuery(pluginVariablesQuery(orgId, viewId, configId));
  const run = useQuery({
    ...viewResultQuery(orgId, viewId, variables.data ?? {}),
    enabled: variables.isSuccess,
  });
  return { variables, run };
}

export function ConfigViewTab() {
  const { id = '', viewId = '' } = useParams();
  const { variables, run } = useConfigView(id, viewId);
  const view = run.data;
  const title = view ? view.title || view.name : undefined;
  useWindowTitle(title && `Config View - ${title}`);
  usePageHeading(title);
  const error = variables.error ?? run.error;
  if (view)
    return (view.panels ?? []).length + (view.columns ?? []).length > 0 ? (
      <ViewBody view={view} untitled />
    ) : (
      <NonIdealState title="No view data" description="No data available for this view." />
    );
  if (error) return <QueryError error={error} what="this view" />;
  return <LoadingState title="Loading view..." />;
}
