// Job history statuses (spec 3 §2.4: RUNNING, SUCCESS, WARNING, FAILED; the backend also writes
// STOPPED). Wire values are upper case and shown as they are; running is yellow, warning orange,
// success green, failed and stopped red.
import { ranked } from './build.ts';

export const JOB_STATUS = ranked('job status', [
  ['SUCCESS', 'SUCCESS', 'success', null],
  ['RUNNING', 'RUNNING', 'warning', null],
  ['WARNING', 'WARNING', 'warning', null],
  ['STOPPED', 'STOPPED', 'danger', null],
  ['FAILED', 'FAILED', 'danger', null],
] as const);
