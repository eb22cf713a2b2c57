// Frame for the screens shown instead of the console (sign-in, provisioning, keychain, chooser):
// logo, org switcher when there are orgs, help; the screen centred below.
import type { ReactNode } from 'react';
import { Navbar, NavbarGroup } from '@blueprintjs/core';
import { HelpMenu } from './HelpMenu.tsx';
import { Logo } from './Logo.tsx';

export function GateLayout(props: { children: ReactNode; switcher?: ReactNode }) {
  return (
    <div className="mcd-gate">
      <Navbar className="mcd-topbar">
        <NavbarGroup align="start">
          <Logo />
        </NavbarGroup>
        <NavbarGroup align="end" className="mcd-topbar-actions">
          <HelpMenu orgId={null} />
          {props.switcher}
        </NavbarGroup>
      </Navbar>
      <main className="mcd-gate-body">{props.children}</main>
    </div>
  );
}
