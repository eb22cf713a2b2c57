// Where a client's configuration goes, one tab per client: the place to put it, the text with its
// copy button and any steps after. The created token's snippets, Setup MCP's OAuth clients and the
// GitOps install's Flux manifest and Helm commands.
import { useState } from 'react';
import { Classes } from '@blueprintjs/core';
import { CopyButton } from '../clipboard/CopyButton.tsx';
import { DetailTabStrip } from '../detail-page/DetailPage.tsx';
import './access-token.css';

export interface ClientSnippet {
  client: string;
  /** Where the text goes, shown above it. */
  where: string;
  steps?: readonly string[];
  /** The text's name ('<client> configuration') and its copy button's ('Copy configuration'). */
  textLabel?: string;
  copyLabel?: string;
}

export function ClientSnippets<S extends ClientSnippet>(props: {
  /** The tab strip's name. */
  label: string;
  snippets: readonly S[];
  text: (snippet: S) => string;
}) {
  const first = props.snippets[0]!;
  const [client, setClient] = useState(first.client);
  const chosen = props.snippets.find((s) => s.client === client) ?? first;
  const text = props.text(chosen);
  return (
    <>
      <DetailTabStrip
        tabs={{
          label: props.label,
          items: props.snippets.map((s) => ({ id: s.client, title: s.client })),
          current: chosen.client,
          onChange: setClient,
        }}
      />
      <p className="bp6-text-muted">{chosen.where}</p>
      <div className="mcd-token-snippet">
        <pre
          className={Classes.CODE_BLOCK}
          aria-label={chosen.textLabel ?? `${chosen.client} configuration`}
        >
          {text}
        </pre>
        <CopyButton
          text={text}
          label={chosen.copyLabel ?? 'Copy configuration'}
          successMessage="Copied to clipboard"
        />
      </div>
      {chosen.steps && (
        <ol className="mcd-token-steps">
          {chosen.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      )}
    </>
  );
}
