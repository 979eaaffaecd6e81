import { useCallback, useSyncExternalStore } from 'react';

function getMatchMedia(): ((query: string) => MediaQueryList) | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  return window.matchMedia.bind(window);
}

/**
 * Whether a CSS media query currently matches. Reads `window.matchMedia`; where it is not
 * available (server rendering, a test environment without a stub) it answers `fallback`.
 * Layout is done by CSS media queries; this hook is only for content that differs by width
 * (a label, not a layout).
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const matchMedia = getMatchMedia();
      if (!matchMedia) return () => {};
      const list = matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => {
    const matchMedia = getMatchMedia();
    return matchMedia ? matchMedia(query).matches : fallback;
  };
  return useSyncExternalStore(subscribe, getSnapshot, () => fallback);
}
