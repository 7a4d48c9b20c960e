import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../../lib/monitoring';
import { ErrorFallback } from './error-fallback';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** The boundary clears itself when this changes (the page's path, so another page works). */
  resetKey?: unknown;
  /**
   * Retry reloads the page instead of drawing it again: right around the routes, where the
   * failure may be a screen's code that did not load (React.lazy keeps that failure).
   */
  reloadOnRetry?: boolean;
};
type ErrorBoundaryState = { error: unknown; hasError: boolean };

/** Catches a rendering failure, shows the fallback and reports the error. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, { componentStack: info.componentStack });
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => {
    this.setState({ error: null, hasError: false });
  };

  override render() {
    if (this.state.hasError) {
      const onReset = this.props.reloadOnRetry ? () => window.location.reload() : this.reset;
      return <ErrorFallback error={this.state.error} onReset={onReset} />;
    }
    return this.props.children;
  }
}
