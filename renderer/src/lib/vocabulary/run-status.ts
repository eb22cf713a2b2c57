// Playbook run and action statuses (spec 3 §4, plus the ones the API reports: waiting, retrying,
// timed_out, pending_approval). One intent per status on every screen: /playbooks/runs, the run
// page and a config item's Playbooks tab (issue 32: `waiting` was amber on one, plain on the
// other). Ranked so that a failure is the worst of a set.
import { ranked } from './build.ts';

export const RUN_STATUS = ranked('run status', [
  ['completed', 'Completed', 'success', 'tick-circle'],
  ['skipped', 'Skipped', 'none', 'disable'],
  ['scheduled', 'Scheduled', 'none', 'time'],
  ['pending', 'Pending', 'none', 'time'],
  ['running', 'Running', 'primary', 'refresh'],
  ['retrying', 'Retrying', 'primary', 'repeat'],
  ['sleeping', 'Sleeping', 'warning', 'moon'],
  ['waiting', 'Waiting', 'warning', 'pause'],
  ['pending_approval', 'Pending Approval', 'warning', 'endorsed'],
  ['cancelled', 'Cancelled', 'none', 'ban-circle'],
  ['timed_out', 'Timed Out', 'danger', 'stopwatch'],
  ['failed', 'Failed', 'danger', 'error'],
] as const);
