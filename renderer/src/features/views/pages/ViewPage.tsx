// `/views/{id}`, `/view/{namespace}/{name}` and `/view/{name}` (spec 4-views §2.4): a view by id,
// or its id looked up by name (in the namespace when given, else the first of that name).
import { NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { viewLookupQuery } from '../../../api/services/views.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { ViewScreen, ViewState, viewLoading } from '../components/ViewScreen.tsx';

function ViewByName(props: { namespace?: string; name: string }) {
  const lookup = useQuery(viewLookupQuery(useOrgId(), props.namespace, props.name));
  // A cached id (offline, say) still opens the view though the read fails.
  if (lookup.data) return <ViewScreen id={lookup.data} />;
  if (lookup.isPending) return viewLoading('Loading view metadata...');
  if (lookup.isError)
    return (
      <ViewState crumb="View Error">
        <NonIdealState icon="error" title="Failed to load view" />
      </ViewState>
    );
  const which = props.namespace ? `${props.namespace}/${props.name}` : props.name;
  return (
    <ViewState crumb="View Not Found">
      <NonIdealState icon="search" title={`View not found: ${which}`} />
    </ViewState>
  );
}

export function ViewPage() {
  const { id, namespace, name } = useParams();
  if (id) return <ViewScreen key={id} id={id} />;
  if (name) return <ViewByName key={`${namespace}/${name}`} namespace={namespace} name={name} />;
  return (
    <ViewState crumb="View">
      <NonIdealState title="No view identifier provided" />
    </ViewState>
  );
}
