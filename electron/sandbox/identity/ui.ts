// Kratos's UI container shapes (ory/kratos ui/node, text/*): nodes with type, group, attributes,
// messages and meta.label, and the message catalogue the Sandbox uses (ids and texts as upstream).
export type NodeGroup = 'default' | 'password' | 'totp' | 'code' | 'profile' | 'lookup_secret';

export interface UiText {
  id: number;
  text: string;
  type: 'info' | 'error' | 'success';
  context?: Record<string, unknown>;
}

export interface UiNode {
  type: 'input' | 'text' | 'img' | 'a' | 'script';
  group: NodeGroup;
  attributes: Record<string, unknown>;
  messages: UiText[];
  meta: { label?: UiText };
}

export interface UiContainer {
  action: string;
  method: 'POST' | 'GET';
  nodes: UiNode[];
  messages?: UiText[];
}

const uiText =
  (type: UiText['type']) =>
  (id: number, text: string, context?: Record<string, unknown>): UiText => ({
    id,
    text,
    type,
    ...(context ? { context } : {}),
  });
const info = uiText('info');
const error = uiText('error');
const success = uiText('success');

/** Kratos's answer to a recovery or verification address: the same words whether it exists. */
const codeSent = (id: number, kind: 'recovery' | 'verification') =>
  info(
    id,
    `An email containing a ${kind} code has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.`,
  );
const codeInvalid = (id: number, kind: 'recovery' | 'verification') =>
  error(id, `The ${kind} code is invalid or has already been used. Please try again.`);

export const msg = {
  loginReAuth: () => info(1010003, 'Please confirm this action by verifying that it is you.'),
  loginMfa: () => info(1010004, 'Please complete the second authentication challenge.'),
  loginTotpLabel: () => info(1010006, 'Authentication code'),
  loginTotp: () => info(1010009, 'Use Authenticator'),
  signIn: () => info(1010001, 'Sign in'),
  signUp: () => info(1040001, 'Sign up'),
  settingsSaved: () => success(1050001, 'Your changes have been saved!'),
  unlinkTotp: () => info(1050004, 'Unlink TOTP Authenticator App'),
  totpQr: () => info(1050005, 'Authenticator app QR code'),
  totpSecret: (secret: string) => info(1050006, secret, { secret }),
  totpSecretLabel: () =>
    info(1050017, 'This is your authenticator app secret. Use it if you can not scan the QR code.'),
  recoverySuccessful: (minutes: number) =>
    success(
      1060001,
      `You successfully recovered your account. Please change your password or set up an alternative login method (e.g. social sign in) within the next ${minutes.toFixed(2)} minutes.`,
    ),
  recoveryCodeSent: () => codeSent(1060003, 'recovery'),
  labelPassword: () => info(1070001, 'Password'),
  labelGenerated: (title: string, name: string) => info(1070002, title, { name, title }),
  labelSave: () => info(1070003, 'Save'),
  labelSubmit: () => info(1070005, 'Submit'),
  labelVerifyOtp: () => info(1070006, 'Verify code'),
  labelEmail: () => info(1070007, 'Email'),
  labelResend: () => info(1070008, 'Resend code'),
  labelContinue: () => info(1070009, 'Continue'),
  labelRecoveryCode: () => info(1070010, 'Recovery code'),
  labelVerificationCode: () => info(1070011, 'Verification code'),
  verificationSuccessful: () => success(1080002, 'You successfully verified your email address.'),
  verificationCodeSent: () => codeSent(1080003, 'verification'),
  required: (property: string) => error(4000002, `Property ${property} is missing.`, { property }),
  passwordMinLength: (min: number, actual: number) =>
    error(4000032, `The password must be at least ${min} characters long, but got ${actual}.`, {
      min_length: min,
      actual_length: actual,
    }),
  invalidCredentials: () =>
    error(
      4000006,
      'The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number.',
    ),
  duplicateCredentials: () =>
    error(
      4000007,
      'An account with the same identifier (email, phone, username, ...) exists already.',
    ),
  // Mission Control's registration hooks refuse these (Kratos shows a hook's message as is).
  inviteOnly: () => error(4000000, 'registration is invite-only'),
  inviteOtherEmail: () =>
    error(4000000, 'This invitation was sent to another email address: register with that one.'),
  totpWrong: () => error(4000008, 'The provided authentication code is invalid, please try again.'),
  // A code is good once (RFC 6238 §5.2); Kratos has no text for it, so the invalid-code id is kept.
  totpUsed: () =>
    error(
      4000008,
      'This authentication code was already used. Please wait for the next code from your authenticator app and try again.',
    ),
  // Kratos's generic id, as its own "submitted too often" answers for codes use.
  totpTooOften: (minutes: number) =>
    error(
      4000001,
      `The authentication code was entered wrongly too often. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
      { wait_minutes: minutes },
    ),
  flowExpired: (kind: string, minutes: number) =>
    error(
      {
        login: 4010001,
        registration: 4040001,
        settings: 4050001,
        recovery: 4060005,
        verification: 4070005,
      }[kind] ?? 4010001,
      `The ${kind} flow expired ${minutes.toFixed(2)} minutes ago, please try again.`,
    ),
  identityDisabled: () =>
    error(4010011, 'This account has been disabled. Please contact support for assistance.'),
  recoveryCodeInvalid: () => codeInvalid(4060006, 'recovery'),
  verificationCodeInvalid: () => codeInvalid(4070006, 'verification'),
};

export function input(
  group: NodeGroup,
  name: string,
  type: string,
  options: {
    value?: unknown;
    required?: boolean;
    autocomplete?: string;
    label?: UiText;
    messages?: UiText[];
  } = {},
): UiNode {
  return {
    type: 'input',
    group,
    attributes: {
      name,
      type,
      ...(options.value !== undefined ? { value: options.value } : {}),
      ...(options.required ? { required: true } : {}),
      ...(options.autocomplete ? { autocomplete: options.autocomplete } : {}),
      disabled: false,
      node_type: 'input',
    },
    messages: options.messages ?? [],
    meta: options.label ? { label: options.label } : {},
  };
}

/** A node that shows something (no input): its attributes end with its node_type. */
function shownNode(
  type: 'text' | 'img',
  group: NodeGroup,
  attributes: Record<string, unknown>,
  label?: UiText,
): UiNode {
  return {
    type,
    group,
    attributes: { ...attributes, node_type: type },
    messages: [],
    meta: label ? { label } : {},
  };
}

export const textNode = (group: NodeGroup, id: string, text: UiText, label?: UiText): UiNode =>
  shownNode('text', group, { text, id }, label);

export const imgNode = (group: NodeGroup, id: string, src: string, label?: UiText): UiNode =>
  shownNode('img', group, { src, id, width: 256, height: 256 }, label);

/** The required text input of a one-time code (TOTP or an emailed code). */
export const codeInput = (group: NodeGroup, name: string, label: UiText): UiNode =>
  input(group, name, 'text', { required: true, autocomplete: 'one-time-code', label });

export const csrfNode = (token: string): UiNode =>
  input('default', 'csrf_token', 'hidden', { value: token, required: true });

export const submit = (group: NodeGroup, value: string, label: UiText, name = 'method'): UiNode =>
  input(group, name, 'submit', { value, label });

/** The traits inputs of the identity schema Mission Control ships (email, name.first, name.last). */
export function traitNodes(
  group: NodeGroup,
  traits: { email?: string; name?: { first?: string; last?: string } } | null,
): UiNode[] {
  return [
    input(group, 'traits.email', 'email', {
      value: traits?.email,
      required: true,
      autocomplete: 'email',
      label: msg.labelGenerated('E-Mail', 'traits.email'),
    }),
    input(group, 'traits.name.first', 'text', {
      value: traits?.name?.first,
      label: msg.labelGenerated('First Name', 'traits.name.first'),
    }),
    input(group, 'traits.name.last', 'text', {
      value: traits?.name?.last,
      label: msg.labelGenerated('Last Name', 'traits.name.last'),
    }),
  ];
}
