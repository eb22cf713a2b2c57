// Generic error boundary (spec 1 §2): a crashing screen shows 'Sorry.. there was an error' in
// place of itself while the shell around it keeps working. Keyed by location by its parent, so
// navigating away clears it.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, NonIdealState } from '@blueprintjs/core';
import { CRASH_TEXT } from '../pages/error-texts.ts';

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A screen crashed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <NonIdealState
        className="mcd-page-state"
        icon="error"
        title={CRASH_TEXT}
        description={this.state.error.message}
        action={<Button text="Try again" onClick={() => this.setState({ error: null })} />}
      />
    );
  }
}
