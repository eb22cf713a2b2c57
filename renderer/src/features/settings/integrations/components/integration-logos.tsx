// The technology logos of the 'Add via GitOps' options: the console's icon for each technology
// (TypeIcon, which fetches the Flanksource icon set on first use, so start-up loads none of it),
// and a Blueprint icon of the same idea should the set lack one.
import type { ReactElement } from 'react';
import type { IconName } from '@blueprintjs/icons';
import { TypeIcon } from '../../../../components/type-icon/TypeIcon.tsx';
import type { GitOpsChartId } from '../gitops/gitops-charts.ts';

const LOGOS: Readonly<Record<GitOpsChartId, { name: string; fallback: IconName }>> = {
  aws: { name: 'aws', fallback: 'cloud' },
  azure: { name: 'azure', fallback: 'cloud-server' },
  prometheus: { name: 'prometheus', fallback: 'timeline-line-chart' },
  flux: { name: 'flux', fallback: 'git-repo' },
  kubernetes: { name: 'kubernetes', fallback: 'cube' },
  'mission-control': { name: 'mission-control', fallback: 'satellite' },
};

export function ChartLogo({ id, size = 28 }: { id: GitOpsChartId; size?: number }): ReactElement {
  const { name, fallback } = LOGOS[id];
  return <TypeIcon name={name} size={size} fallback={fallback} className="mcd-integration-logo" />;
}
