// A catalog item's own status words, as Kubernetes and the clouds report them (a pod's phase or
// waiting reason, a deployment's condition, an instance's state). They colour free-text statuses
// (a view's status column and pie slices) before the run statuses, where `Running` means a
// playbook at work (blue) rather than a healthy workload (green).
import { ranked } from './build.ts';

export const RESOURCE_STATUS = ranked('resource status', [
  ['running', 'Running', 'success', null, ['active', 'ready', 'available', 'bound', 'succeeded']],
  ['pending', 'Pending', 'warning', null, ['containercreating', 'progressing', 'terminating']],
  ['stopped', 'Stopped', 'warning', null, ['suspended', 'scaleddown', 'notready']],
  [
    'crashloopbackoff',
    'CrashLoopBackOff',
    'danger',
    null,
    [
      'error',
      'oomkilled',
      'imagepullbackoff',
      'errimagepull',
      'evicted',
      'unavailable',
      'degraded',
    ],
  ],
] as const);
