// A user's identity state as the Users screen shows it (Kratos: active or inactive).
import { ranked } from './build.ts';

export const USER_STATE = ranked('user state', [
  ['active', 'Active', 'success', null],
  ['inactive', 'Inactive', 'none', null],
] as const);
