// An agent's status as the Agents list shows it (spec 1 §2): Online within 61 s of its last
// push, else Offline (lib/format/health.ts agentStatus decides which).
import { ranked } from './build.ts';

export const AGENT_STATUS = ranked('agent status', [
  ['Online', 'Online', 'success', null],
  ['Offline', 'Offline', 'none', null],
] as const);
