import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../../lib/monitoring';
import { ErrorFallback } from './error-fallback';

type ErrorBoundaryProps = { children: ReactNode; resetKey?: unknown };
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
    if (this.state.hasError) return <ErrorFallback error={this.state.error} onReset={this.reset} />;
    return this.props.children;
  }
}
