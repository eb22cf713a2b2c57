// Notification send statuses (spec 3 §4 first, then the others the backend records; reference
// §4.8). 'repeat-interval' reads 'Repeated'.
import { ranked } from './build.ts';

export const SEND_STATUS = ranked('send status', [
  ['sent', 'Sent', 'success', null],
  ['grouped', 'Grouped', 'none', null],
  ['skipped', 'Skipped', 'none', null],
  ['inhibited', 'Inhibited', 'none', null],
  ['silenced', 'Silenced', 'none', null],
  ['repeat-interval', 'Repeated', 'none', null],
  ['cancelled', 'Cancelled', 'none', null],
  ['pending', 'Pending', 'warning', null],
  ['pending_playbook_run', 'Pending playbook run', 'warning', null],
  ['pending_playbook_completion', 'Pending playbook completion', 'warning', null],
  ['evaluating-waitfor', 'Evaluating wait for', 'warning', null],
  ['attempting_fallback', 'Attempting fallback', 'warning', null],
  ['error', 'Error', 'danger', null],
] as const);
