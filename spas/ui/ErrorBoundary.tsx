import { Component, type ErrorInfo, type ReactNode } from '../lib/react-deps.js';
import { PageFailure } from './PageFailure.js';

interface State {
  failed: boolean;
}

/** Keeps a failing page from blanking the screen: the chrome stays, the page shows what to do. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('page failed to render', error, info.componentStack);
  }

  override componentDidUpdate(prev: { resetKey?: string }): void {
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <PageFailure
        title="This page could not be shown"
        message="Something went wrong while showing this page. Please reload the page; if it keeps happening, contact us."
      />
    );
  }
}
