import Container from '@mui/material/Container';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { reportFrontendError } from '../api/ops';
import { ErrorScreen } from './error-screen';

/** A route module that could not be downloaded, typically because a release replaced it. */
const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Loading chunk/i.test(error.message);

type BoundaryProps = {
  children: ReactNode;
  /** Sent with the report, to tell the boundaries apart. */
  name: string;
  /** A new value clears the error (the page boundary passes the path). */
  resetKey?: string;
  onGoHome: () => void;
  /** Wraps the error screen, for a boundary that sits outside the page's `main`. */
  frame?: (screen: ReactNode) => ReactNode;
};
type BoundaryState = { error: unknown; hasError: boolean; count: number; resetKey: string | undefined };

/**
 * Catches render errors (and route modules that fail to load), reports them to the server with
 * React's component stack and offers Try Again and Go Home.
 */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, hasError: false, count: 0, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, error: null, hasError: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.setState((state) => ({ count: state.count + 1 }));
    void reportFrontendError({
      error,
      componentStack: info.componentStack ?? undefined,
      errorBoundary: this.props.name,
    });
  }

  handleRetry = () => {
    // React keeps a failed lazy import failed; only a reload fetches the new modules.
    if (isChunkLoadError(this.state.error)) {
      window.location.reload();
      return;
    }
    this.setState({ error: null, hasError: false });
  };

  handleGoHome = () => {
    this.setState({ error: null, hasError: false });
    this.props.onGoHome();
  };

  override render() {
    if (!this.state.hasError) return this.props.children;
    const { error, count } = this.state;
    const screen = (
      <ErrorScreen
        message={error instanceof Error ? error.message : undefined}
        count={count}
        onRetry={this.handleRetry}
        onGoHome={this.handleGoHome}
      />
    );
    return this.props.frame ? this.props.frame(screen) : screen;
  }
}

/** Around the page inside the shell; a route change clears the error. */
export const PageErrorBoundary = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <ErrorBoundary name="PageErrorBoundary" resetKey={pathname} onGoHome={() => navigate('/')}>
      {children}
    </ErrorBoundary>
  );
};

const mainFrame = (screen: ReactNode) => (
  <Container component="main" maxWidth={false} disableGutters>
    {screen}
  </Container>
);

/** Last resort around the whole app, for errors in the shell itself. */
export const RootErrorBoundary = ({ children }: { children: ReactNode }) => (
  <ErrorBoundary name="RootErrorBoundary" onGoHome={() => window.location.assign('/')} frame={mainFrame}>
    {children}
  </ErrorBoundary>
);

type QuietBoundaryProps = { children: ReactNode; name: string; fallback: ReactNode };

/**
 * For an extra beside the page (the website assistant): if it fails to load or render, it is
 * reported and replaced by `fallback`, and the page the visitor is reading stays.
 */
export class QuietErrorBoundary extends Component<QuietBoundaryProps, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    void reportFrontendError({
      error,
      componentStack: info.componentStack ?? undefined,
      errorBoundary: this.props.name,
    });
  }

  override render() {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
