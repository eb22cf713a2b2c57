// A link out of the app to a URL that came from an API (a property, a responder's page, a step's
// output, a view's cell): opened by the system's browser, without a referrer, and a link only when
// the URL passes the one check (lib/url/external-href.ts); otherwise its text stays plain text.
import type { CSSProperties, ReactNode } from 'react';
import { externalHref } from '../../lib/url/external-href.ts';

/** What makes an anchor open outside the app (Blueprint's AnchorButton takes it too). */
export const EXTERNAL_TARGET = { target: '_blank', rel: 'noreferrer' } as const;

export function ExternalLink(props: {
  href: string | null | undefined;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}) {
  const href = externalHref(props.href);
  if (!href) return props.children;
  return (
    <a href={href} className={props.className} style={props.style} {...EXTERNAL_TARGET}>
      {props.children}
    </a>
  );
}
