// The generic node renderer: a flow's ui nodes become inputs (text, email, password, number,
// hidden, checkbox, submit), texts (a TOTP key, recovery codes), images (the TOTP QR code) and
// links, grouped by `group`, with each node's messages and the flow's messages above. Nothing
// here knows which fields a flow has.
import { useState, type FormEvent } from 'react';
import { Button, Callout, Checkbox, FormGroup, H5, InputGroup } from '@blueprintjs/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/routing/paths.ts';
import { externalHref } from '../../../lib/url/external-href.ts';
import type { IdentityFlow, UiNode } from '../../../../../preload/contract/identity.ts';
import './flow.css';
import {
  GROUP_TITLES,
  formsOf,
  initialValues,
  intentOf,
  isInput,
  isSubmit,
  labelOf,
  nodeError,
  sectionsOf,
  submitValues,
  type FormValues,
} from './flow-nodes.ts';

export function FlowMessages(props: { messages: IdentityFlow['ui']['messages'] }) {
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

function NodeMessages({ node }: { node: UiNode }) {
  if (node.messages.length === 0) return null;
  return (
    <>
      {node.messages.map((m, i) => (
        <div key={`${m.id}-${i}`} className={m.type === 'error' ? 'mcd-text-danger' : 'mcd-muted'}>
          {m.text}
        </div>
      ))}
    </>
  );
}

function fieldId(flow: IdentityFlow, group: string, name: string): string {
  return `flow-${flow.id}-${group}-${name}`.replace(/[^A-Za-z0-9_-]/g, '-');
}

interface NodeProps {
  flow: IdentityFlow;
  form: string;
  node: UiNode;
  values: FormValues;
  busy: boolean;
  onChange: (name: string, value: string | boolean) => void;
}

/** An input node: a submit button, a checkbox, or a labelled input of its type. */
function InputNode({ flow, form, node, values, busy, onChange }: NodeProps) {
  const a = node.attributes;
  const label = labelOf(node);
  const name = a.name ?? '';
  if (a.type === 'hidden') return null;
  if (isSubmit(node))
    return (
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
    );
  if (a.type === 'checkbox')
    return (
      <>
        <Checkbox
          label={label}
          checked={values[name] === true}
          disabled={a.disabled}
          onChange={(event) => onChange(name, event.currentTarget.checked)}
        />
        <NodeMessages node={node} />
      </>
    );
  const error = nodeError(node);
  const id = fieldId(flow, form, name);
  const type = ['email', 'password', 'number', 'tel', 'url'].includes(a.type ?? '')
    ? a.type
    : 'text';
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={a.required ? '(required)' : undefined}
      intent={error ? 'danger' : 'none'}
      helperText={node.messages.length > 0 ? <NodeMessages node={node} /> : undefined}
    >
      <InputGroup
        id={id}
        name={name}
        type={type}
        value={String(values[name] ?? '')}
        onValueChange={(value) => onChange(name, value)}
        disabled={a.disabled}
        required={a.required}
        autoComplete={a.autocomplete ?? (a.type === 'password' ? 'current-password' : 'off')}
        intent={error ? 'danger' : 'none'}
      />
    </FormGroup>
  );
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
  const href = externalHref(raw);
  const text = a.title?.text ?? (label || raw);
  return (
    <p>
      {href ? (
        <a href={href} target="_blank" rel="noreferrer">
          {text}
        </a>
      ) : (
        text
      )}
    </p>
  );
}

function FlowNode(props: NodeProps) {
  const { node } = props;
  const a = node.attributes;
  const label = labelOf(node);
  if (isInput(node)) return <InputNode {...props} />;
  if (a.node_type === 'text')
    return (
      <FormGroup label={label}>
        <code className="mcd-flow-text" id={a.id}>
          {a.text?.text ?? ''}
        </code>
        <NodeMessages node={node} />
      </FormGroup>
    );
  if (a.node_type === 'img' && a.src)
    return (
      <FormGroup label={label}>
        <img
          src={a.src}
          alt={label || a.id || 'image'}
          width={a.width ?? 200}
          height={a.height ?? 200}
          id={a.id}
        />
      </FormGroup>
    );
  if (a.node_type === 'a' && a.href) return <LinkNode node={node} href={a.href} />;
  return null;
}

function OneForm(props: {
  flow: IdentityFlow;
  group: string;
  nodes: UiNode[];
  busy: boolean;
  showTitle: boolean;
  onSubmit: (values: FormValues) => void;
}) {
  const { flow, group, nodes, busy, showTitle, onSubmit } = props;
  const [values, setValues] = useState<FormValues>(() => initialValues(nodes));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button pressed (its name and value say what to do: `method=password`, resend…).
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const pressed =
      submitter instanceof HTMLButtonElement
        ? (nodes.find(
            (n) =>
              isSubmit(n) &&
              n.attributes.name === submitter.name &&
              String(n.attributes.value ?? '') === submitter.value,
          ) ?? null)
        : null;
    onSubmit(submitValues(nodes, values, pressed));
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
      {sectionsOf(nodes).map((section) => (
        <div key={section.group} data-node-group={section.group} className="mcd-flow-group">
          {section.nodes.map((node, index) => (
            <FlowNode
              key={`${node.attributes.name ?? node.attributes.id ?? ''}-${String(node.attributes.value ?? '')}-${index}`}
              flow={flow}
              form={group}
              node={node}
              values={values}
              busy={busy}
              onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
            />
          ))}
        </div>
      ))}
    </form>
  );
}

/** A whole flow: its messages (unless `hideMessages`) and its form(s). Remount per flow id. */
export function FlowForm(props: {
  flow: IdentityFlow;
  busy: boolean;
  hideMessages?: boolean;
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
          onSubmit={onSubmit}
        />
      ))}
    </div>
  );
}
