import { Component, type ErrorInfo, type ReactNode } from 'react';
import ServerErrorPage from './ServerErrorPage';

interface Props {
  children: ReactNode;
  /** A new value (the router's location key: a navigation) shows the children again after a failure. */
  resetKey?: string;
  /** The console's word for a failure. */
  what?: string;
}

interface State {
  failed: boolean;
  resetKey: string | undefined;
}

/** Shows the 500 page instead of a blank screen when rendering throws. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(this.props.what ?? 'Render failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ServerErrorPage /> : this.props.children;
  }
}
