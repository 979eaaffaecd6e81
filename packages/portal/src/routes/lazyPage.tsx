import { Component, lazy, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { Button, EmptyState, LoadingBox } from '@eqp/components';
import { pageLoadMessages, pageLoadValueMessages } from './messages';

/** Spec §8, §9: a page's script that has not arrived after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A lazily loaded page's code failed to load (`failed`) or did not arrive in time (`timeout`). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly reason: 'failed' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(
      reason === 'timeout'
        ? `The page's code did not arrive within ${CHUNK_LOAD_TIMEOUT_MS / 1000} s`
        : "The page's code could not be loaded",
      options,
    );
  }
}

/**
 * Runs `load` (a dynamic import); a rejection becomes a `ChunkLoadError('failed')`, and no answer
 * within `timeoutMs` a `ChunkLoadError('timeout')`.
 */
export function loadWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    let loading: Promise<T>;
    try {
      loading = load();
    } catch (error) {
      loading = Promise.reject(error);
    }
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('failed', { cause: error }));
      },
    );
  });
}

/** A page loaded on first visit, so the first screen does not carry every screen's code. */
export function page<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await loadWithTimeout(load))[name] }));
}

/**
 * Retry loads the document again. A failed dynamic import cannot be trusted to work when asked
 * again: React.lazy keeps the rejected promise, and browsers may keep the failed module in their
 * module map; a reload starts from a fresh module map and fetches the page's code anew.
 */
export function reloadPage(): void {
  window.location.reload();
}

interface BoundaryProps {
  /** The error state is dropped when this changes (the visitor went to another address). */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
}

class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept in the console for support; the visitor sees the error page with Retry.
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  override render() {
    if (this.state.error !== null)
      return <PageLoadError error={this.state.error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/** What a page shows instead of itself when its code failed to load or it failed to render. */
export function PageLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const message =
    error instanceof ChunkLoadError
      ? error.reason === 'timeout'
        ? intl.formatMessage(pageLoadValueMessages.pageLoadTimeout, {
            minutes: CHUNK_LOAD_TIMEOUT_MS / 60_000,
          })
        : intl.formatMessage(pageLoadMessages.pageLoadFailed)
      : intl.formatMessage(pageLoadMessages.pageLoadCrashed);
  return (
    <div role="alert" data-state="page-load-error">
      <EmptyState
        variant="error"
        headingLevel={1}
        title={intl.formatMessage(pageLoadMessages.pageLoadTitle)}
        message={message}
        action={
          <Button variant="primary" onClick={onRetry}>
            {intl.formatMessage(pageLoadMessages.retry)}
          </Button>
        }
      />
    </div>
  );
}

/**
 * Where a lazy page shows: a loading box while its code loads, and the error page with Retry when
 * the code failed to load (or did not arrive within `CHUNK_LOAD_TIMEOUT_MS`) or the page failed.
 */
export function Lazy({ children, onRetry = reloadPage }: { children: ReactNode; onRetry?: () => void }) {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname} onRetry={onRetry}>
      <Suspense fallback={<LoadingBox />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}
