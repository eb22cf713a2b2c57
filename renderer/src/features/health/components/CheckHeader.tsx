// The modal header (spec 1 §2): icon, name, namespace, endpoint, agent, and labels as chips with a
// '+N more' overflow.
import { Icon, Tag } from '@blueprintjs/core';
import type { CheckDetail } from '../../../api/services/health.types.ts';
import { checkIcon } from './CheckName.tsx';
import { splitLabels } from './check-metrics.ts';

export function CheckHeader({ check }: { check: CheckDetail }) {
  const { shown, more } = splitLabels(check.labels);
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
      {(shown.length > 0 || more > 0) && (
        <div className="mc-check-labels" aria-label="Labels">
          {shown.map(([k, v]) => (
            <Tag key={k} minimal round>
              {k}: {v}
            </Tag>
          ))}
          {more > 0 && (
            <Tag minimal round intent="primary">
              +{more} more
            </Tag>
          )}
        </div>
      )}
    </header>
  );
}
