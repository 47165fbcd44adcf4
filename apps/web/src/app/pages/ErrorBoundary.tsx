import { Component, type ErrorInfo, type ReactNode } from 'react';
import ServerErrorPage from './ServerErrorPage';

interface State {
  failed: boolean;
}

/** Shows the 500 page instead of a blank screen when rendering throws. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ServerErrorPage /> : this.props.children;
  }
}
