// The charts of 'Add via GitOps' (spec 3 §2.3): each option's Flanksource Helm chart and the values
// the editor starts with, and the Blueprint icon the option shows should the icon set lack its logo. The charts
// come from Flanksource's public chart repository; the app cannot reach it from here, so chart
// names are written down rather than looked up, and no version is pinned: Flux and Helm install
// the newest release, as `helm install` does.
import type { IconName } from '@blueprintjs/icons';

export const CHART_REPOSITORY = {
  name: 'flanksource',
  url: 'https://flanksource.github.io/charts',
} as const;

export type GitOpsChartId =
  'aws' | 'azure' | 'prometheus' | 'flux' | 'kubernetes' | 'mission-control';

export interface GitOpsChart {
  id: GitOpsChartId;
  /** The option's name in the chooser. */
  label: string;
  /** Shown while the technology's logo (TypeIcon of the id) is missing. */
  icon: IconName;
  /** The chart's name in the repository; also the release's name. */
  chart: string;
  /** What installing it adds, shown under the form's heading. */
  description: string;
  /** The values editor's starting text: the keys a user usually sets, at the chart's defaults. */
  values: string;
}

export const GITOPS_CHARTS: readonly GitOpsChart[] = [
  {
    id: 'aws',
    icon: 'cloud',
    label: 'AWS',
    chart: 'mission-control-aws',
    description:
      'Scrapes AWS resources, CloudTrail events and AWS Config compliance into the catalog.',
    values: 'connection: ""\nregion: []\ncompliance: true\ncloudtrail:\n  maxAge: 7d\n',
  },
  {
    id: 'azure',
    icon: 'cloud-server',
    label: 'Azure',
    chart: 'mission-control-azure',
    description:
      'Scrapes the resources and activity logs of an Azure subscription into the catalog.',
    values: 'subscriptionID: ""\ntenantID: ""\nconnectionDetails: {}\n',
  },
  {
    id: 'prometheus',
    icon: 'timeline-line-chart',
    label: 'Prometheus',
    chart: 'mission-control-prometheus',
    description: 'Adds a topology of a Prometheus server and its targets.',
    values:
      'topologyName: prometheus\nprometheusNamespace: monitoring\nprometheusURL: http://prometheus.monitoring.svc:9090\n',
  },
  {
    id: 'flux',
    icon: 'git-repo',
    label: 'Flux',
    chart: 'mission-control-flux',
    description:
      'Adds a topology of Flux sources, kustomizations and Helm releases, and GitOps playbooks.',
    values: 'topologyName: flux\n',
  },
  {
    id: 'kubernetes',
    icon: 'cube',
    label: 'Kubernetes',
    chart: 'mission-control-kubernetes',
    description:
      'Scrapes a Kubernetes cluster into the catalog and adds its topology and playbooks.',
    values: 'clusterName: ""\nprometheus:\n  connection: prometheus\n',
  },
  {
    id: 'mission-control',
    icon: 'satellite',
    label: 'Mission Control',
    chart: 'mission-control',
    description: 'Installs Mission Control itself.',
    values: 'global:\n  ui:\n    host: mission-control-ui.local\n',
  },
];
