// The generic node renderer: a flow's ui nodes become form kit fields — inputs (text, email,
// password, number, checkbox), submit buttons, texts (a TOTP key, recovery codes), images (the
// TOTP QR code) and links — grouped by `group`, with each node's messages and the flow's messages
// above. Nothing here knows which fields a flow has.
import type { FormEvent, ReactNode } from 'react';
import { Button, Callout, H5 } from '@blueprintjs/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/routing/paths.ts';
import { ExternalLink } from '../../../components/external-link/ExternalLink.tsx';
import type { IdentityFlow, UiNode } from '../../../../../preload/contract/identity.ts';
import type { FieldDef } from '../../../components/form-kit/field.ts';
import { FieldList } from '../../../components/form-kit/FieldList.tsx';
import { bindForm } from '../../../components/form-kit/bind-form.ts';
import { useFormState } from '../../../lib/form/useFormState.ts';
import './flow.css';
import {
  GROUP_TITLES,
  formsOf,
  inSections,
  initialValues,
  intentOf,
  isInput,
  isSubmit,
  labelOf,
  nodeError,
  submitValues,
  type FormValues,
} from './flow-nodes.ts';

function FlowMessages(props: { messages: IdentityFlow['ui']['messages'] }) {
  return props.messages.map((message, index) => (
    <Callout
      key={`${message.id}-${index}`}
      intent={intentOf(message)}
      className="mcd-spaced"
      role={message.type === 'error' ? 'alert' : 'status'}
      data-message-id={message.id}
    >
      {message.text}
    </Callout>
  ));
}

const INPUT_TYPES = new Set(['email', 'password', 'number', 'tel', 'url']);

/**
 * A node as a form kit field: an input by its type (checkbox: a toggle) with its messages, else
 * drawn as it is (a submit button, a text, an image, a link). Hidden inputs are no field; their
 * values are sent all the same.
 */
function nodeField(node: UiNode, index: number, busy: boolean): FieldDef | null {
  const a = node.attributes;
  const label = labelOf(node);
  const name = a.name ?? '';
  const messages =
    node.messages.length > 0
      ? node.messages.map((m, i) => (
          <div
            key={`${m.id}-${i}`}
            className={m.type === 'error' ? 'mcd-text-danger' : 'mcd-muted'}
          >
            {m.text}
          </div>
        ))
      : undefined;
  if (a.type === 'hidden') return null;
  if (isInput(node) && !isSubmit(node))
    return {
      id: name,
      name,
      label,
      kind: a.type === 'checkbox' ? 'toggle' : 'text',
      inputType: INPUT_TYPES.has(a.type ?? '') ? (a.type as FieldDef['inputType']) : undefined,
      autoComplete: a.autocomplete ?? (a.type === 'password' ? 'current-password' : 'off'),
      required: a.required,
      disabled: a.disabled,
      help: messages,
    };
  const drawn = (render: () => ReactNode, shownLabel = ''): FieldDef => ({
    id: `${name || a.id || node.type}-${String(a.value ?? '')}-${index}`,
    label: shownLabel,
    kind: 'custom',
    help: messages,
    render,
  });
  if (isSubmit(node))
    return drawn(() => (
      <Button
        type="submit"
        intent="primary"
        text={label || 'Continue'}
        name={name}
        value={String(a.value ?? '')}
        disabled={a.disabled}
        loading={busy}
        className="mcd-spaced"
      />
    ));
  if (a.node_type === 'text')
    return drawn(
      () => (
        <code className="mcd-flow-text" id={a.id}>
          {a.text?.text ?? ''}
        </code>
      ),
      label,
    );
  if (a.node_type === 'img' && a.src)
    return drawn(
      () => (
        <img
          src={a.src}
          alt={label || a.id || 'image'}
          width={a.width ?? 200}
          height={a.height ?? 200}
          id={a.id}
        />
      ),
      label,
    );
  if (a.node_type === 'a' && a.href) return drawn(() => <LinkNode node={node} href={a.href!} />);
  return null;
}

/** A link node: "Continue" back into the app, else the service's http(s) link (or its text). */
function LinkNode({ node, href: raw }: { node: UiNode; href: string }) {
  const a = node.attributes;
  const label = labelOf(node);
  // "Continue" after a finished flow leads back into the app, not to the service's own pages.
  if (a.id === 'continue')
    return (
      <p>
        <Link to={paths.root()}>{a.title?.text ?? (label || 'Continue')}</Link>
      </p>
    );
  // The identity service's link is API text: http(s) only, else it stays text (never javascript:).
  return (
    <p>
      <ExternalLink href={raw}>{a.title?.text ?? (label || raw)}</ExternalLink>
    </p>
  );
}

function OneForm(props: {
  flow: IdentityFlow;
  group: string;
  nodes: UiNode[];
  busy: boolean;
  showTitle: boolean;
  prefill?: Readonly<Record<string, string>>;
  onSubmit: (values: FormValues) => void;
}) {
  const { flow, group, nodes, busy, showTitle, onSubmit } = props;
  // No validator: the service checks the values; its messages come with the nodes.
  const form = useFormState<FormValues>(initialValues(nodes, props.prefill));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pressed = (event.nativeEvent as SubmitEvent).submitter;
    onSubmit(
      submitValues(nodes, form.values, pressed instanceof HTMLButtonElement ? pressed : null),
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={showTitle ? (GROUP_TITLES[group] ?? group) : 'Identity form'}
      data-group={group}
      className="mcd-flow-form"
    >
      {showTitle && <H5>{GROUP_TITLES[group] ?? group}</H5>}
      <FieldList
        fields={inSections(nodes).flatMap((node, index) => nodeField(node, index, busy) ?? [])}
        {...bindForm(form)}
        errors={Object.fromEntries(
          nodes.map((node) => [node.attributes.name ?? '', nodeError(node)] as const),
        )}
        idPrefix={`flow-${flow.id}-${group}`.replace(/[^A-Za-z0-9_-]/g, '-')}
        layout="stack"
      />
    </form>
  );
}

/** A whole flow: its messages (unless `hideMessages`) and its form(s). Remount per flow id. */
export function FlowForm(props: {
  flow: IdentityFlow;
  busy: boolean;
  hideMessages?: boolean;
  /** Values for inputs the flow leaves empty, by input name. */
  prefill?: Readonly<Record<string, string>>;
  onSubmit: (values: FormValues) => void;
}) {
  const { flow, busy, onSubmit } = props;
  const forms = formsOf(flow);
  return (
    <div className="mcd-flow" data-flow-kind={flow.kind} data-flow-id={flow.id}>
      {!props.hideMessages && <FlowMessages messages={flow.ui.messages} />}
      {forms.map((form) => (
        <OneForm
          key={form.group}
          flow={flow}
          group={form.group}
          nodes={form.nodes}
          busy={busy}
          showTitle={forms.length > 1}
          prefill={props.prefill}
          onSubmit={onSubmit}
        />
      ))}
    </div>
  );
}
