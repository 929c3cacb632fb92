import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../api/ops', () => ({ reportFrontendError: vi.fn(async () => 'err-123') }));
// Test files share a module cache (the unit project does not isolate them): load these afresh, so
// that they see the mock above even when another file imported them first.
vi.resetModules();

const { ErrorBoundary, shouldAutoRecover } = await import('./error-boundary');
const { reportFrontendError } = await import('../api/ops');
const { tagFailedLoad } = await import('./lazy-route');

/** A window with a session storage of its own, for the section's retry records. */
const stubWindow = () => {
  const items = new Map<string, string>();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
    location: { reload: vi.fn() },
    dispatchEvent: vi.fn(),
  });
};

/** A boundary driven by hand: setState merges at once, as React would between renders. */
const makeBoundary = (variant: 'page' | 'root' = 'root') => {
  const boundary = new ErrorBoundary({ name: 'TestBoundary', variant, children: null });
  boundary.setState = ((update: object | ((state: object) => object)) => {
    const next = typeof update === 'function' ? update(boundary.state) : update;
    boundary.state = { ...boundary.state, ...next };
  }) as typeof boundary.setState;
  const fail = (error: unknown) => {
    boundary.state = { ...boundary.state, ...ErrorBoundary.getDerivedStateFromError(error) };
    boundary.componentDidCatch(error, { componentStack: '\n    at Page' });
  };
  return { boundary, fail };
};

describe('error boundary', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('auto-recovers a transient error after 3 s, recovering for 500 ms', async () => {
    const { boundary, fail } = makeBoundary();
    fail(new TypeError('Failed to fetch'));
    expect(boundary.state.hasError).toBe(true);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(boundary.state.hasError).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(boundary.state.hasError).toBe(false);
    expect(boundary.state.isRecovering).toBe(true);
    await vi.advanceTimersByTimeAsync(499);
    expect(boundary.state.isRecovering).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(boundary.state.isRecovering).toBe(false);
  });

  it('does not auto-recover other errors', async () => {
    const { boundary, fail } = makeBoundary();
    fail(new Error('Cannot read properties of undefined'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(boundary.state.hasError).toBe(true);
  });

  it('stops auto-recovering once more than 3 errors were caught', async () => {
    const { boundary, fail } = makeBoundary();
    for (let caught = 1; caught <= 3; caught += 1) {
      fail(new TypeError('Failed to fetch'));
      await vi.advanceTimersByTimeAsync(3_000);
      expect(boundary.state.hasError).toBe(false);
    }
    fail(new TypeError('Failed to fetch'));
    expect(boundary.state.count).toBe(4);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(boundary.state.hasError).toBe(true);
  });

  it('keeps the Error ID the server logged the report under', async () => {
    const { boundary, fail } = makeBoundary();
    const error = new Error('boom');
    fail(error);
    await vi.advanceTimersByTimeAsync(0);
    expect(boundary.state.errorId).toBe('err-123');
    expect(reportFrontendError).toHaveBeenCalledWith(
      expect.objectContaining({ error, errorBoundary: 'TestBoundary', componentStack: '\n    at Page' }),
    );
  });

  it('each retry renders with a new lazy generation', () => {
    const { boundary, fail } = makeBoundary();
    fail(new Error('boom'));
    boundary.handleRetry();
    const first = boundary.state.generation;
    fail(new Error('boom'));
    boundary.handleRetry();
    expect(boundary.state.generation).toBeGreaterThan(first);
  });

  it("a section's retries are forgotten when the component that failed is on screen, not when another arrives", () => {
    stubWindow();
    try {
      const { boundary, fail } = makeBoundary('page');
      const failed = Symbol('the page');
      const other = Symbol('the website assistant');
      const chunkError = () => {
        const error = new TypeError('Failed to fetch dynamically imported module: /assets/status-page.js');
        tagFailedLoad(error, failed);
        return error;
      };
      fail(chunkError());
      boundary.handleSectionRetry();
      expect(boundary.state.attemptsUsed).toBe(1);
      // Another chunk arrives while the page is being fetched again (the visitor's first interaction
      // was the click on Retry): the count stays.
      boundary.handleSectionLoaded(other);
      fail(chunkError());
      expect(boundary.state.attemptsUsed).toBe(1);
      boundary.handleSectionRetry();
      expect(boundary.state.attemptsUsed).toBe(2);
      // The page itself is on screen: its retries are forgotten.
      boundary.handleSectionLoaded(failed);
      expect(boundary.state.attemptsUsed).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shouldAutoRecover leaves a section chunk error to its panel', () => {
    const chunk = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    expect(shouldAutoRecover(chunk, 1, true)).toBe(false);
    expect(shouldAutoRecover(chunk, 1, false)).toBe(true);
    expect(shouldAutoRecover(chunk, 3, false)).toBe(true);
    expect(shouldAutoRecover(chunk, 4, false)).toBe(false);
  });
});
