import { useEffect, useRef, type RefObject } from 'react';
import { shouldLoadNextPage } from '@eqp/sdk';

/** What scrolls: the page (`'window'`, default) or an element (a ref to it). */
export type ScrollContainer = 'window' | RefObject<HTMLElement | null>;

export interface ScrollPagingState {
  /** Items loaded so far. */
  loadedCount: number;
  pageSize: number;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
}

function metricsOf(target: Window | HTMLElement) {
  if (target instanceof HTMLElement) {
    return {
      scrollTop: target.scrollTop,
      scrollHeight: target.scrollHeight,
      clientHeight: target.clientHeight,
    };
  }
  const root = target.document.documentElement;
  return {
    scrollTop: target.scrollY || root.scrollTop || 0,
    scrollHeight: root.scrollHeight,
    clientHeight: target.innerHeight || root.clientHeight,
  };
}

/**
 * Loads the next page on scroll by the spec's rule (§4, via the sdk's `shouldLoadNextPage`):
 * the scroll position passes 90 % and the loaded items exceed the current page minus half a
 * page. The listener is attached once per container; it reads the latest state from a ref.
 */
export function useScrollPaging(container: ScrollContainer | undefined, state: ScrollPagingState): void {
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });

  useEffect(() => {
    const target: Window | HTMLElement | null | undefined =
      !container || container === 'window'
        ? typeof window === 'undefined'
          ? null
          : window
        : container.current;
    if (!target) return;

    const onScroll = () => {
      const { loadedCount, pageSize, hasMore, isLoadingMore, loadMore } = latest.current;
      if (!hasMore || loadedCount === 0) return;
      const loadedPages = Math.ceil(loadedCount / pageSize);
      const page = loadedPages + (isLoadingMore ? 1 : 0);
      const lastPageLength = loadedCount - (loadedPages - 1) * pageSize;
      if (shouldLoadNextPage({ ...metricsOf(target), loadedCount, page, pageSize, lastPageLength }))
        loadMore();
    };

    target.addEventListener('scroll', onScroll, { passive: true });
    return () => target.removeEventListener('scroll', onScroll);
  }, [container]);
}
