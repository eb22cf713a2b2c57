// Confirmations drawn by main, never by the app's page (issue 39 items 3 and 4): an action that
// hands out a credential (an agent's token, an invitation link) or changes where an organisation's
// credentials travel (a proxy, a CA, an org kept out of sight) goes ahead only once the user said
// yes in a dialog the page cannot draw, script or click. Electron shows a native message box
// (adapters/electron-confirm.ts); browser mode serves a page on its own origin
// (host/confirm-pages.ts). A refusal, a closed dialog or a timeout all read as "no".

export interface ConfirmRequest {
  /** The window or page title. */
  title: string;
  /** One line: the question ("Send this organisation's traffic through …?"). */
  message: string;
  /** What happens on yes, and what the user should check (host, fingerprint…). */
  detail: string;
  /** The button that agrees ("Create agent"); the other one is always Cancel, the default. */
  confirmLabel: string;
  /** The action hands out or exposes a credential: drawn as a warning. */
  danger?: boolean;
}

export type Confirmer = (request: ConfirmRequest) => Promise<boolean>;

/** Where no confirmer was given (a test, a tool): every confirmation is refused. */
export const refuseAll: Confirmer = () => Promise.resolve(false);

/** A confirmer whose failure (a dialog that threw, a page server that died) counts as "no". */
export function safeConfirmer(confirm: Confirmer, log?: (message: string) => void): Confirmer {
  return async (request) => {
    try {
      return (await confirm(request)) === true;
    } catch (error) {
      log?.(
        `confirmation "${request.title}" failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
  };
}
