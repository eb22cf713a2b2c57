// The standalone component view (/view/topology/{id}, spec 2 §2): one card, outside the shell,
// at the size the `size` parameter names (small, medium, large, extra_large or a width in px);
// 'Component not found' when the id matches nothing.
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { componentQuery } from '../../../api/services/topology.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { cardWidthPx, cardWidthStyle, isWide, parseCardWidth } from '../card-model.ts';
import { TopologyCard } from '../components/TopologyCard.tsx';
import { useMultipleComponentsToast } from '../hooks/useMultipleComponentsToast.ts';
import '../topology.css';

export const NOT_FOUND_TEXT = 'Component not found';

export function ComponentViewPage() {
  const orgId = useOrgId();
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const widthPx = cardWidthPx(parseCardWidth(searchParams.get('size')));
  const lookup = useQuery(componentQuery(orgId, id));
  const multiple = lookup.data?.multiple ?? false;
  useMultipleComponentsToast(multiple, id);

  let body;
  if (lookup.isPending) body = <Spinner aria-label="Loading component" />;
  else if (lookup.isError) body = <QueryError error={lookup.error} what="the component" />;
  else if (!lookup.data.component) body = <NonIdealState icon="search" title={NOT_FOUND_TEXT} />;
  else
    body = (
      <TopologyCard
        component={lookup.data.component}
        wide={isWide(widthPx)}
        href={paths.topologyItem(lookup.data.component.id)}
      />
    );
  return (
    <div className="mc-topo-standalone" style={cardWidthStyle(widthPx)}>
      {body}
    </div>
  );
}
