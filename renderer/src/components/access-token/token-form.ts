// The 'Create new token' form (spec 5-access §2.6, §5) as kit fields: Name, Expiry, Auto Renew,
// 'Permission level' and one row of levels per object. A preset sets every row; changing a row
// makes the level 'Custom' (the cascade).
import type { Cascade } from '../form-kit/bind-form.ts';
import { validateFields, type FieldDef } from '../form-kit/field.ts';
import type { NewToken } from '../../api/services/tokens.ts';
import {
  levelsOf,
  presetGrid,
  presetOf,
  PRESETS,
  scopeOf,
  TOKEN_OBJECTS,
  type Grid,
  type Preset,
  type TokenObject,
} from './token-scope.ts';

export const NAME_REQUIRED = 'Name is required';

/** Expiry presets; 'never' is sent as an empty expiry. */
export const EXPIRIES: Record<string, string> = {
  '30d': '30 days',
  '90d': '90 days',
  '180d': '180 days',
  '365d': '1 year',
  never: 'Never',
};
export const NEVER_HELP = "'Never' sends no expiry: the server then uses its default of 90 days.";

export type TokenFormValues = {
  name: string;
  expiry: string;
  autoRenew: boolean;
  level: Preset;
} & Grid;

export function initialTokenValues(): TokenFormValues {
  return { name: '', expiry: '90d', autoRenew: false, level: 'Read', ...presetGrid('Read') };
}

const OBJECT_LABELS: Record<TokenObject, string> = {
  mcp: 'MCP',
  canaries: 'Canaries',
  catalog: 'Catalog',
  application: 'Application',
  playbooks: 'Playbooks',
  notification: 'Notification',
};

export const TOKEN_FIELDS: readonly FieldDef[] = [
  {
    id: 'name',
    label: 'Name',
    kind: 'text',
    required: true,
    requiredText: NAME_REQUIRED,
    autoFocus: true,
  },
  {
    id: 'expiry',
    label: 'Expiry',
    kind: 'radio',
    options: Object.keys(EXPIRIES),
    optionLabel: (o) => EXPIRIES[o] ?? o,
    help: NEVER_HELP,
  },
  { id: 'autoRenew', label: 'Auto Renew', kind: 'toggle' },
  { id: 'level', label: 'Permission level', kind: 'radio', options: PRESETS },
  ...TOKEN_OBJECTS.map((object): FieldDef => ({
    id: object,
    label: OBJECT_LABELS[object],
    kind: 'radio',
    options: Object.keys(levelsOf(object)),
  })),
];

export const validateToken = (values: TokenFormValues) =>
  validateFields(TOKEN_FIELDS, (id) => values[id as keyof TokenFormValues]);

/** A preset sets every object's level; a changed level makes the preset what the grid matches. */
export const tokenCascade: Cascade<TokenFormValues> = (values, id, value) => {
  if (id === 'level')
    return value === 'Custom' ? {} : presetGrid(value as Exclude<Preset, 'Custom'>);
  if ((TOKEN_OBJECTS as readonly string[]).includes(id))
    return { level: presetOf({ ...gridOf(values), [id]: value as string }) };
  return {};
};

export function gridOf(values: TokenFormValues): Grid {
  return Object.fromEntries(TOKEN_OBJECTS.map((o) => [o, values[o]])) as Grid;
}

export function toNewToken(values: TokenFormValues): NewToken {
  return {
    name: values.name.trim(),
    expiry: values.expiry === 'never' ? '' : values.expiry,
    autoRenew: values.autoRenew,
    scope: scopeOf(gridOf(values)),
  };
}
