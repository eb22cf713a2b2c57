// Main's health watch (electron/health-watch/): a poll now, and 'Silence 1 h' of a notification.
// Both go over IPC; main makes the backend call and announces the new silence to every window.
import { invoke } from '../../lib/bridge.ts';

export const pollHealthNow = (orgId: string) => invoke('healthWatch:pollNow', { orgId });
export const silenceCheckForAnHour = (orgId: string, checkId: string) =>
  invoke('healthWatch:silence', { orgId, checkId });
