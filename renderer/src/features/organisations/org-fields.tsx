// The add/edit organisation form's fields as data: address (checked by the same validator main
// uses), name, environment with its label and colour, sign-in method and the user field it names.
// What a field says depends on the values (a valid address makes the name optional and suggests
// it), so the list is built from them; the sandbox has no address or sign-in of its own.
import type { ReactElement, ReactNode } from 'react';
import { ORG_URL_REQUIRED_TEXT, checkOrgUrl } from '../../../../preload/contract/org-url.ts';
import { ORG_ENVIRONMENTS } from '../../../../preload/contract/org-environment.ts';
import { isEmptyValue, validateFields, type FieldDef } from '../../components/form-kit/field.ts';
import { choice, text } from '../../components/form-kit/field-builders.ts';
import { REQUIRED_TEXT } from '../../lib/form/form-messages.ts';
import { titleCase } from '../../lib/text/title-case.ts';
import { FORM_METHODS, METHOD_LABELS, type OrgFormValues } from './org-form.ts';

export interface OrgFieldOptions {
  isSandbox?: boolean;
  adding?: boolean;
  /** The address's help while it has no message (the check's answer), and its Check button. */
  urlHelp?: ReactNode;
  urlCheck?: ReactElement;
}

const longer = (value: unknown, max: number) => String(value).trim().length > max;

const LABEL = text('customLabel', 'Label', {
  when: { id: 'environment', values: ['custom'] },
  validate: (value) =>
    isEmptyValue(value)
      ? 'Name the environment (for example "QA").'
      : longer(value, 40)
        ? 'At most 40 characters.'
        : undefined,
});

const COLOUR = text('colour', 'Colour', {
  kind: 'custom',
  wide: false,
  validate: (value) =>
    /^#[0-9a-fA-F]{6}$/.test(String(value)) ? undefined : 'Pick a colour like #1f6feb.',
  render: ({ id, value, onChange, disabled }) => (
    <input
      id={id}
      type="color"
      className="mcd-colour-input"
      value={String(value)}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  ),
});

const METHOD = choice('signInMethod', 'Sign-in method', FORM_METHODS, {
  kind: 'radio',
  wide: true,
  optionLabel: (value) => METHOD_LABELS[value as keyof typeof METHOD_LABELS],
});

export function orgFields(values: OrgFormValues, options: OrgFieldOptions = {}): FieldDef[] {
  const url = options.isSandbox ? null : checkOrgUrl(values.url);
  const method = values.signInMethod;
  const remote = (fields: FieldDef[]) => (options.isSandbox ? [] : fields);
  return [
    ...remote([
      text('url', 'Address', {
        required: true,
        autoFocus: true,
        wide: true,
        placeholder: 'https://mission-control.example.com',
        help: options.urlHelp ?? 'The console or backend URL, e.g. https://mc.example.com',
        rightElement: options.urlCheck,
        requiredText: ORG_URL_REQUIRED_TEXT,
        validate: () => (url && !url.ok ? url.reason : undefined),
      }),
    ]),
    text('name', 'Name', {
      wide: true,
      placeholder: url?.ok ? url.host : 'Acme production',
      help: options.adding ? 'Defaults to the host name.' : undefined,
      validate: (value) =>
        longer(value, 120)
          ? 'At most 120 characters.'
          : isEmptyValue(value) && !url?.ok
            ? REQUIRED_TEXT
            : undefined,
    }),
    choice('environment', 'Environment', ORG_ENVIRONMENTS, {
      wide: true,
      optionLabel: titleCase,
      help:
        values.environment === 'production'
          ? 'Deleting, running playbooks, Run Now and bulk actions ask for the name.'
          : undefined,
    }),
    LABEL,
    COLOUR,
    ...remote([
      METHOD,
      text(
        'username',
        method === 'password' || method === 'oidc' ? 'Email (optional)' : 'User name (optional)',
        {
          wide: true,
          help:
            method === 'oidc'
              ? 'Suggested to the single sign-on page.'
              : 'Pre-filled on the sign-in screen.',
          when: { id: 'signInMethod', values: ['password', 'basic', 'oidc'] },
        },
      ),
    ]),
  ];
}

/** The shown fields' messages. */
export const validateOrgForm = (
  values: OrgFormValues,
  options: { isSandbox?: boolean } = {},
): Record<string, string> =>
  validateFields(orgFields(values, options), (id) => values[id as keyof OrgFormValues]);
