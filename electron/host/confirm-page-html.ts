// The HTML of browser mode's confirmation pages (confirm-pages.ts): no script at all (the CSP
// allows none); the answer is a plain form POST carrying the page's one-time nonce. Cancel comes
// first and is the form's default (Enter) button.
import type { ConfirmRequest } from '../app/confirm.ts';
import { escapeHtml } from '../auth/oidc/loopback.ts';

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f6f7f9;color:#1c2127}
main{max-width:34rem;padding:2rem;background:#fff;border-radius:6px;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin-top:0}p.detail{white-space:pre-wrap;overflow-wrap:anywhere}
.buttons{display:flex;gap:.75rem;justify-content:flex-end;margin-top:1.5rem}
button{font:inherit;padding:.4rem 1rem;border-radius:4px;border:1px solid #8f99a8;background:#fff;cursor:pointer}
button.go{background:#2d72d2;border-color:#2d72d2;color:#fff}button.danger{background:#cd4246;border-color:#cd4246}
@media (prefers-color-scheme:dark){body{background:#1c2127;color:#f6f7f9}main{background:#252a31}button{background:#383e47;color:#f6f7f9}}`;

function shell(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function confirmationPage(request: ConfirmRequest, nonce: string): string {
  return shell(
    `${request.title} — Mission Control Desktop`,
    `<h1>${escapeHtml(request.message)}</h1>
<p class="detail">${escapeHtml(request.detail)}</p>
<p>Mission Control Desktop asks you here, outside the app's page, so that the page cannot answer for you.</p>
<form method="post"><input type="hidden" name="nonce" value="${escapeHtml(nonce)}">
<div class="buttons"><button type="submit" name="answer" value="cancel" autofocus>Cancel</button>
<button type="submit" name="answer" value="confirm" class="go${request.danger ? ' danger' : ''}">${escapeHtml(request.confirmLabel)}</button></div></form>`,
  );
}

export function resultPage(title: string, text: string): string {
  return shell(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}
