// A row of the component sidebar's Catalog section: the linked item, and for a manual link an
// unlink button that asks first (spec 2 §8: 'Are you sure you want to delete this config link',
// then 'Deleted config link successfully').
import { Link } from 'react-router';
import { topologyKeys, unlinkComponentFromConfig } from '../../../api/services/topology.ts';
import type { ComponentConfig } from '../../../api/services/topology.types.ts';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { paths } from '../../../lib/routing/paths.ts';
import { useOrgId } from '../../../session/org-context.tsx';

export function CatalogLinkRow({ link }: { link: ComponentConfig }) {
  const orgId = useOrgId();
  const name = link.configs?.name ?? link.config_id;
  const unlink = useMutationWithToast({
    mutationFn: () => unlinkComponentFromConfig(orgId, link.component_id, link.config_id),
    success: 'Deleted config link successfully',
    invalidate: (client) =>
      client.invalidateQueries({ queryKey: topologyKeys.configs(link.component_id) }),
  });
  return (
    <>
      <TypeIcon name={link.configs?.type} size={14} fallback="database" />
      <Link to={paths.catalogItem(link.config_id)}>{name}</Link>
      {link.selector_id === 'manual' && (
        <GuardedButton
          variant="minimal"
          size="small"
          icon="cross"
          aria-label={`Unlink ${name}`}
          resource="topologies"
          confirm={{
            title: 'Delete config link',
            body: 'Are you sure you want to delete this config link',
            confirmText: 'Delete',
          }}
          guard={{ action: 'delete', target: `the link to ${name}` }}
          pending={unlink.isPending}
          onClick={() => unlink.mutate()}
        />
      )}
    </>
  );
}
