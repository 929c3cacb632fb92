import Container from '@mui/material/Container';
import { Component, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { reportFrontendError } from '../api/ops';
import {
  clearCaches,
  clearRetryAttempts,
  handleChunkLoadError,
  isChunkLoadError,
  isTransientError,
  notifyUpdateRequired,
  recordRetryAttempt,
  retryAttempts,
} from '../features/resilience/chunk-reload';
import {
  AUTO_RECOVER_MS,
  CHUNK_RETRY_MAX,
  ERROR_THRESHOLD,
  RECOVERING_MS,
} from '../features/resilience/constants';
import type { ErrorScreens } from './error-screen';
import { failedLoadOf, RetryGenerationContext, SectionLoadedContext } from './lazy-route';
import { LoadingErrorPanel, loadingErrorMessage } from './loading-error-panel';
import { PlainErrorPage } from './plain-error-page';

/**
 * The error screens load when an error is shown (none of them is on the landing page's path);
 * while they load, or if they cannot (the network is what failed), the plain page says enough.
 */
const LazyScreen = lazy(async () => {
  const screens = await import('./error-screen');
  return { default: ({ render }: { render: (s: ErrorScreens) => ReactNode }) => <>{render(screens)}</> };
});
const plainScreen = (
  <PlainErrorPage
    title="Something went wrong"
    lines={['This part of the app failed. Refresh the page to try again.']}
  />
);
const withScreens = (render: (s: ErrorScreens) => ReactNode) => (
  <QuietErrorBoundary name="ErrorScreens" fallback={plainScreen}>
    <Suspense fallback={plainScreen}>
      <LazyScreen render={render} />
    </Suspense>
  </QuietErrorBoundary>
);

export { isChunkLoadError };

/** Every retry gets a new generation, so the lazy pages below import anew (lazy-route.tsx). */
let lastGeneration = 0;
const nextGeneration = () => {
  lastGeneration += 1;
  return lastGeneration;
};

export type BoundaryVariant = 'page' | 'root' | 'router' | 'minimal';

type BoundaryProps = {
  children: ReactNode;
  /** Sent with the report, to tell the boundaries apart. */
  name: string;
  /**
   * page: the error screen, and a lazy section's 'Loading Error' panel for a chunk that failed;
   * root: the fallback page with the Error ID; router: 'Unexpected Application Error!'.
   */
  variant?: BoundaryVariant;
  /** A new value clears the error (the page boundary passes the path); also names the section. */
  resetKey?: string;
  onGoHome?: () => void;
  /** Wraps what it shows, for a boundary that sits outside the page's `main`. */
  frame?: (screen: ReactNode) => ReactNode;
};

/** How long the boundary waits for the chunk-load rule's reload before it shows the Retry panel. */
export const RELOAD_FALLBACK_MS = 3_000;

export type BoundaryState = {
  error: unknown;
  hasError: boolean;
  /** Set for 500 ms after a retry. */
  isRecovering: boolean;
  /** Errors caught since the boundary was made. */
  count: number;
  resetKey: string | undefined;
  errorId: string | undefined;
  generation: number;
  /** Retries of the lazy section used (the panel's 'N attempts left'). */
  attemptsUsed: number;
  /**
   * The chunk-load rule is reloading the page (its first failure): a short status instead of the
   * Retry panel, whose button the reload would take away under the visitor's pointer.
   */
  isReloading?: boolean;
};

/**
 * Whether the boundary retries by itself (section 4): a transient error (chunk, network, fetch,
 * timeout, aborted) after 3 s, unless more than 3 errors were caught. A lazy section's chunk
 * error is left to its panel and the chunk-load rule.
 */
export const shouldAutoRecover = (error: unknown, count: number, isSectionChunkError: boolean) =>
  !isSectionChunkError && count <= ERROR_THRESHOLD && isTransientError(error);

const errorDetails = (error: unknown) =>
  error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);

/**
 * Catches render errors (and route modules that fail to load), reports them to the server with
 * React's component stack, and recovers: Try Again, Go Home, automatically from transient errors,
 * and a lazy section's Retry panel (specification, sections 4 and 8).
 */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    error: null,
    hasError: false,
    isRecovering: false,
    count: 0,
    resetKey: this.props.resetKey,
    errorId: undefined,
    generation: 0,
    attemptsUsed: 0,
  };

  /** The lazy component whose code failed to load, for the section's Retry panel. */
  private failedLoad: symbol | undefined;
  private autoTimer: ReturnType<typeof setTimeout> | undefined;
  private reloadTimer: ReturnType<typeof setTimeout> | undefined;
  private recoveringTimer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasError: true, isRecovering: false, errorId: undefined, isReloading: false };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, error: null, hasError: false, attemptsUsed: 0 };
  }

  private get section() {
    return `${this.props.name}:${this.props.resetKey ?? ''}`;
  }

  private isSectionChunkError(error: unknown) {
    return (this.props.variant ?? 'page') === 'page' && isChunkLoadError(error);
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    const count = this.state.count + 1;
    const isSectionChunk = this.isSectionChunkError(error);
    if (isSectionChunk) {
      this.failedLoad = failedLoadOf(error);
      this.setState({ count, attemptsUsed: retryAttempts(this.section) });
    } else this.setState({ count });
    if (isSectionChunk) {
      // The chunk-load rule (section 4): its first failure may reload the page; a failure after a
      // retry only clears the caches and offers the update banner.
      if (retryAttempts(this.section) === 0) {
        if (handleChunkLoadError(this.section) === 'reload') {
          this.setState({ isReloading: true });
          // Should the reload not come (a browser that refuses it), the panel after all.
          clearTimeout(this.reloadTimer);
          this.reloadTimer = setTimeout(() => this.setState({ isReloading: false }), RELOAD_FALLBACK_MS);
        }
      } else {
        void clearCaches();
        notifyUpdateRequired();
      }
    }
    void reportFrontendError({
      error,
      componentStack: info.componentStack ?? undefined,
      errorBoundary: this.props.name,
    }).then((errorId) => {
      if (errorId && this.state.error === error) this.setState({ errorId });
    });
    clearTimeout(this.autoTimer);
    if (shouldAutoRecover(error, count, isSectionChunk)) {
      this.autoTimer = setTimeout(this.handleRetry, AUTO_RECOVER_MS);
    }
  }

  /** The lazy component whose code failed is on screen after retries: forget them. */
  handleSectionLoaded = (id: symbol) => {
    if (this.state.hasError || this.state.attemptsUsed === 0 || id !== this.failedLoad) return;
    clearRetryAttempts(this.section);
    this.setState({ attemptsUsed: 0 });
  };

  override componentWillUnmount() {
    clearTimeout(this.autoTimer);
    clearTimeout(this.recoveringTimer);
    clearTimeout(this.reloadTimer);
  }

  /** Clears the error and renders the children again, fresh lazy imports included; recovering for 500 ms. */
  handleRetry = () => {
    clearTimeout(this.autoTimer);
    clearTimeout(this.recoveringTimer);
    this.setState({ error: null, hasError: false, isRecovering: true, generation: nextGeneration() });
    this.recoveringTimer = setTimeout(() => this.setState({ isRecovering: false }), RECOVERING_MS);
  };

  handleSectionRetry = () => {
    const attemptsUsed = recordRetryAttempt(this.section);
    this.setState({ attemptsUsed });
    this.handleRetry();
  };

  handleGoHome = () => {
    clearTimeout(this.autoTimer);
    this.setState({ error: null, hasError: false });
    if (this.props.onGoHome) this.props.onGoHome();
    else window.location.assign('/');
  };

  renderFallback(): ReactNode {
    const { error, count, errorId, attemptsUsed } = this.state;
    const variant = this.props.variant ?? 'page';
    const message = error instanceof Error ? error.message : undefined;
    if (this.isSectionChunkError(error)) {
      if (this.state.isReloading) {
        return (
          <Container sx={{ py: 6 }}>
            <p role="status">Loading the latest version…</p>
          </Container>
        );
      }
      return (
        <LoadingErrorPanel
          message={loadingErrorMessage(error, true)}
          attemptsUsed={Math.min(attemptsUsed, CHUNK_RETRY_MAX)}
          onRetry={this.handleSectionRetry}
          onGoHome={this.handleGoHome}
        />
      );
    }
    if (count > ERROR_THRESHOLD) return withScreens(({ ApplicationErrorPage }) => <ApplicationErrorPage />);
    switch (variant) {
      case 'root':
        return withScreens(({ ErrorFallbackPage }) => (
          <ErrorFallbackPage errorId={errorId} details={errorDetails(error)} onRetry={this.handleRetry} />
        ));
      case 'router':
        return withScreens(({ RouterErrorPage }) => <RouterErrorPage message={message} />);
      case 'minimal':
        return withScreens(({ MinimalErrorScreen }) => <MinimalErrorScreen onRetry={this.handleRetry} />);
      default:
        return withScreens(({ ErrorScreen }) => (
          <ErrorScreen
            message={message}
            count={count}
            details={errorDetails(error)}
            errorId={errorId}
            onRetry={this.handleRetry}
            onGoHome={this.handleGoHome}
          />
        ));
    }
  }

  override render() {
    if (this.state.hasError) {
      const screen = this.renderFallback();
      return this.props.frame ? this.props.frame(screen) : screen;
    }
    return (
      <RetryGenerationContext.Provider value={this.state.generation}>
        <SectionLoadedContext.Provider value={this.handleSectionLoaded}>
          {this.props.children}
        </SectionLoadedContext.Provider>
      </RetryGenerationContext.Provider>
    );
  }
}

/** Around the page inside the shell: the lazy section. A route change clears the error. */
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

/** Around the router's table: 'Unexpected Application Error!' for an error outside any page. */
export const RouterErrorBoundary = ({ children }: { children: ReactNode }) => (
  <ErrorBoundary name="RouterErrorBoundary" variant="router" frame={mainFrame}>
    {children}
  </ErrorBoundary>
);

/** Last resort around the whole app, for errors in the shell itself: the fallback page with its Error ID. */
export const RootErrorBoundary = ({ children }: { children: ReactNode }) => (
  <ErrorBoundary name="RootErrorBoundary" variant="root" frame={mainFrame}>
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
