// The standalone component view (/view/topology/{id}, spec 2 §2): one card, outside the shell,
// at the size the `size` parameter names (small, medium, large, extra_large or a width in px);
// 'Component not found' when the id matches nothing.
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { componentQuery } from '../../../api/services/topology.ts';
import { DetailRecord } from '../../../components/detail-page/DetailStatus.tsx';
import { paths } from '../../../lib/routing/paths.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { cardWidthPx, cardWidthStyle, isWide, parseCardWidth } from '../card-model.ts';
import { TopologyCard } from '../components/TopologyCard.tsx';
import { useMultipleComponentsToast } from '../hooks/useMultipleComponentsToast.ts';
import '../topology.css';

export function ComponentViewPage() {
  const orgId = useOrgId();
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const widthPx = cardWidthPx(parseCardWidth(searchParams.get('size')));
  const lookup = useQuery(componentQuery(orgId, id));
  useMultipleComponentsToast(lookup.data?.multiple ?? false, id);
  // Loading, the error, or 'Component not found' (the detail kit's read states), then the card.
  return (
    <div className="mc-topo-standalone" style={cardWidthStyle(widthPx)}>
      <DetailRecord query={lookup} record={lookup.data?.component} what="component">
        {(component) => (
          <TopologyCard
            component={component}
            wide={isWide(widthPx)}
            href={paths.topologyItem(component.id)}
          />
        )}
      </DetailRecord>
    </div>
  );
}
