// Seed data, playbooks domain: the playbook definitions (parameters, actions, resource filters)
// that playbooks.ts turns into rows. Those without config types run on http and tcp checks;
// 'tune-check' carries one parameter of every type and text format for the run form.
export interface PlaybookDef {
  name: string;
  title: string;
  category: string;
  icon: string;
  description: string;
  configTypes: string[];
  actions: { name: string; kind: 'exec' | 'http' | 'notification' | 'gitops' }[];
  parameters: object[];
  approval?: boolean;
  /** Added after the runs were seeded: left out of them, so the seeded runs stay as they were. */
  noRuns?: boolean;
}

export const PLAYBOOK_DEFS: PlaybookDef[] = [
  {
    name: 'restart-deployment',
    title: 'Restart Deployment',
    category: 'Kubernetes',
    icon: 'kubernetes',
    description: 'Rolling restart of a deployment',
    configTypes: ['Kubernetes::Deployment'],
    actions: [
      { name: 'rollout-restart', kind: 'exec' },
      { name: 'wait-for-rollout', kind: 'exec' },
    ],
    parameters: [],
  },
  {
    name: 'scale-deployment',
    title: 'Scale Deployment',
    category: 'Kubernetes',
    icon: 'kubernetes',
    description: 'Change the replica count',
    configTypes: ['Kubernetes::Deployment'],
    actions: [{ name: 'scale', kind: 'exec' }],
    parameters: [
      {
        name: 'replicas',
        label: 'Replicas',
        type: 'text',
        required: true,
        default: '{{.config.config.spec.replicas}}',
      },
    ],
  },
  {
    name: 'rollback-deployment',
    title: 'Rollback Deployment',
    category: 'Kubernetes',
    icon: 'undo',
    description: 'Undo the last rollout',
    configTypes: ['Kubernetes::Deployment'],
    actions: [
      { name: 'rollout-undo', kind: 'exec' },
      { name: 'notify-team', kind: 'notification' },
    ],
    parameters: [],
    approval: true,
  },
  {
    name: 'delete-pod',
    title: 'Delete Pod',
    category: 'Kubernetes',
    icon: 'trash',
    description: 'Delete a pod so its controller recreates it',
    configTypes: ['Kubernetes::Pod'],
    actions: [{ name: 'delete', kind: 'exec' }],
    parameters: [],
  },
  {
    name: 'cordon-node',
    title: 'Cordon and Drain Node',
    category: 'Kubernetes',
    icon: 'server',
    description: 'Cordon a node and evict its pods',
    configTypes: ['Kubernetes::Node'],
    actions: [
      { name: 'cordon', kind: 'exec' },
      { name: 'drain', kind: 'exec' },
    ],
    parameters: [{ name: 'force', label: 'Force', type: 'checkbox', default: 'false' }],
    approval: true,
  },
  {
    name: 'reboot-ec2-instance',
    title: 'Reboot EC2 Instance',
    category: 'AWS',
    icon: 'aws-ec2',
    description: 'Reboot an instance through the EC2 API',
    configTypes: ['AWS::EC2::Instance'],
    actions: [{ name: 'reboot', kind: 'exec' }],
    parameters: [],
  },
  {
    name: 'rds-snapshot',
    title: 'Snapshot RDS Instance',
    category: 'AWS',
    icon: 'aws-rds',
    description: 'Take a manual snapshot',
    configTypes: ['AWS::RDS::DBInstance'],
    actions: [{ name: 'create-snapshot', kind: 'exec' }],
    parameters: [{ name: 'label', label: 'Snapshot label', type: 'text', default: 'manual' }],
  },
  {
    name: 'open-scaling-pr',
    title: 'Open Scaling PR',
    category: 'GitOps',
    icon: 'git',
    description: 'Propose new resource limits through a pull request',
    configTypes: ['Kubernetes::Deployment'],
    actions: [{ name: 'create-pr', kind: 'gitops' }],
    parameters: [
      { name: 'memory', label: 'Memory limit', type: 'text', default: '512Mi' },
      { name: 'reason', label: 'Reason', type: 'code', properties: { language: 'markdown' } },
    ],
  },
  {
    // Runs on checks and asks for one parameter of every type and text format (spec 1 §3), so
    // the run form can be exercised end to end; 'diagnose-check' below is the no-parameter case.
    name: 'tune-check',
    title: 'Tune Check Probe',
    category: 'Health',
    icon: 'settings',
    description: 'Adjust probe settings and resources for a check',
    configTypes: [],
    actions: [
      { name: 'patch-canary', kind: 'gitops' },
      { name: 'notify-owner', kind: 'notification' },
    ],
    parameters: [
      {
        name: 'probe',
        label: 'Probe settings',
        type: 'code',
        properties: { language: 'yaml', size: 'very-small' },
        default: 'timeout: 10s\nretries: 2\n',
      },
      {
        name: 'headers',
        label: 'Extra headers',
        type: 'code',
        properties: { language: 'json', size: 'very-small' },
        default: '{"X-Probe": "mission-control"}',
      },
      { name: 'dry_run', label: 'Dry run', type: 'checkbox', default: 'true' },
      {
        name: 'severity',
        label: 'Severity',
        type: 'list',
        required: true,
        default: 'medium',
        properties: {
          options: [
            { label: 'Low', value: 'low' },
            { label: 'Medium', value: 'medium' },
            { label: 'High', value: 'high' },
          ],
        },
      },
      { name: 'owner_team', label: 'Owner team', type: 'team' },
      { name: 'approver', label: 'Approver', type: 'people' },
      { name: 'service', label: 'Service component', type: 'component' },
      {
        name: 'deployment',
        label: 'Deployment',
        type: 'config',
        properties: { filter: { types: ['Kubernetes::Deployment'] } },
      },
      {
        name: 'baseline_check',
        label: 'Baseline check',
        type: 'check',
        properties: { filter: { type: ['http', 'tcp'] } },
      },
      {
        name: 'namespace',
        label: 'Namespace',
        type: 'text',
        required: true,
        default: '{{.check.namespace}}',
        description: 'Kubernetes namespace of the canary',
        properties: { format: 'dns1123' },
      },
      {
        name: 'memory',
        label: 'Memory limit',
        type: 'text',
        default: '256Mi',
        properties: { format: 'bytes', min: '64Mi', max: '8Gi' },
      },
      {
        name: 'cpu',
        label: 'CPU limit',
        type: 'text',
        default: '500m',
        properties: { format: 'millicores', min: '100m', max: '4000m' },
      },
      {
        name: 'replicas',
        label: 'Probe replicas',
        type: 'text',
        default: '1',
        properties: { format: 'number', min: 1, max: 5 },
      },
      { name: 'contact', label: 'Contact email', type: 'text', properties: { format: 'email' } },
      { name: 'runbook', label: 'Runbook URL', type: 'text', properties: { format: 'url' } },
      { name: 'apply_on', label: 'Apply on', type: 'text', properties: { format: 'date' } },
      {
        name: 'ticket',
        label: 'Change ticket',
        type: 'text',
        description: 'e.g. OPS-1234',
        properties: { regex: '[A-Z]+-[0-9]+', maxLength: 20 },
      },
      {
        name: 'reason',
        label: 'Reason',
        type: 'text',
        required: true,
        properties: { multiline: true, minLength: 10, maxLength: 500 },
      },
    ],
  },
  {
    name: 'diagnose-check',
    title: 'Collect Diagnostics',
    category: 'Health',
    icon: 'health',
    description: 'Run diagnostics for a failing check',
    configTypes: [],
    actions: [
      { name: 'curl-endpoint', kind: 'http' },
      { name: 'post-summary', kind: 'notification' },
    ],
    parameters: [],
  },
  {
    // A `configs` parameter (spec 4 §2.13): catalog items found by a search, deployments only.
    name: 'annotate-configs',
    title: 'Annotate Catalog Items',
    category: 'Catalog',
    icon: 'tag',
    description: 'Add an annotation to the catalog items chosen',
    configTypes: [],
    actions: [{ name: 'annotate', kind: 'exec' }],
    parameters: [
      {
        name: 'configs',
        label: 'Catalog Items',
        type: 'configs',
        required: true,
        properties: { filter: [{ types: ['Kubernetes::Deployment'] }] },
      },
    ],
    noRuns: true,
  },
];
