// The modal header (spec 1 §2): icon, name, namespace, endpoint, agent, and labels as chips with a
// '+N more' overflow.
import { Icon } from '@blueprintjs/core';
import { Tag } from '../../../components/tag/Tag.tsx';
import type { CheckDetail } from '../../../api/services/health.types.ts';
import { checkIcon } from './CheckName.tsx';
import { LabelTags } from '../../../components/label-filter/LabelTags.tsx';

export function CheckHeader({ check }: { check: CheckDetail }) {
  const agent = check.agents?.name;
  return (
    <header className="mc-check-header">
      <div className="mc-check-title">
        <Icon icon={checkIcon(check.type)} size={20} />
        <h3>{check.name}</h3>
        {check.namespace && <Tag minimal>{check.namespace}</Tag>}
        {agent && agent !== 'local' && (
          <Tag minimal icon="cloud">
            {agent}
          </Tag>
        )}
      </div>
      {check.endpoint && <div className="mc-check-endpoint">{check.endpoint}</div>}
      <LabelTags
        labels={check.labels}
        limit={5}
        separator=": "
        label="Labels"
        className="mc-check-labels"
      />
    </header>
  );
}
