import { createContext, useCallback, useContext, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Parts of the page the snackbars must never cover: a dialog's action row. A part registers itself
 * with `useSnackbarClearance()` (a callback ref); the `SnackbarHost` keeps its snackbars above the
 * highest registered part, or at the top of the viewport when there is no room above it.
 */
export type RegisterClearance = (element: HTMLElement) => () => void;

export const SnackbarClearanceContext = createContext<RegisterClearance | null>(null);

/** A ref for an element the snackbars keep clear of while it is in the page. */
export function useSnackbarClearance(): (element: HTMLElement | null) => (() => void) | undefined {
  const register = useContext(SnackbarClearanceContext);
  return useCallback(
    (element: HTMLElement | null) => (element && register ? register(element) : undefined),
    [register],
  );
}

/** Space left between a snackbar and the part it keeps clear of, in px. */
const GAP = 12;
/** Below this much room above the highest part the snackbars go to the top of the viewport. */
const MIN_ROOM = 96;

export type Clearance = { placement: 'bottom'; bottom: number } | { placement: 'top' } | null;

export interface SnackbarBand {
  viewportHeight: number;
  /** Distance of the stack's usual bottom edge from the viewport's bottom, in px. */
  naturalBottom: number;
  /** Height of the stack, in px. */
  stackHeight: number;
}

/**
 * Where the snackbars go given the parts to keep clear of: `null` is their usual place, kept when
 * no part is in the band the stack takes there; otherwise just above the highest part in the way.
 */
export function clearanceOf(
  rects: Iterable<Pick<DOMRect, 'top' | 'bottom' | 'width' | 'height'>>,
  { viewportHeight, naturalBottom, stackHeight }: SnackbarBand,
): Clearance {
  const bandBottom = viewportHeight - naturalBottom + GAP;
  const bandTop = viewportHeight - naturalBottom - stackHeight - GAP;
  let top = Infinity;
  for (const rect of rects) {
    if (rect.width === 0 && rect.height === 0) continue;
    if (rect.bottom <= bandTop || rect.top >= bandBottom) continue;
    top = Math.min(top, rect.top);
  }
  if (top === Infinity) return null;
  if (top < stackHeight + MIN_ROOM) return { placement: 'top' };
  return { placement: 'bottom', bottom: Math.ceil(viewportHeight - top + GAP) };
}

/**
 * The registry the `SnackbarHost` provides, and the clearance it computes while there are
 * snackbars (`stack` is their element, `probe` an empty element at the stack's usual bottom edge):
 * again when the snackbars or the parts change, a part or its dialog changes size or ends an
 * animation, or the window is resized.
 */
export function useClearanceRegistry(
  stack: RefObject<HTMLElement | null>,
  probe: RefObject<HTMLElement | null>,
  snackbars: number,
): { register: RegisterClearance; clearance: Clearance } {
  const [parts, setParts] = useState<readonly HTMLElement[]>([]);
  const [clearance, setClearance] = useState<Clearance>(null);

  const register = useCallback<RegisterClearance>((element) => {
    setParts((current) => (current.includes(element) ? current : [...current, element]));
    return () => setParts((current) => current.filter((part) => part !== element));
  }, []);

  useLayoutEffect(() => {
    if (snackbars === 0 || parts.length === 0) {
      setClearance(null);
      return;
    }
    const update = () => {
      const viewportHeight = window.innerHeight;
      const naturalBottom =
        viewportHeight - (probe.current?.getBoundingClientRect().bottom ?? viewportHeight);
      const stackHeight = stack.current?.getBoundingClientRect().height ?? 0;
      const next = clearanceOf(
        parts.map((part) => part.getBoundingClientRect()),
        { viewportHeight, naturalBottom, stackHeight },
      );
      setClearance((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    for (const element of [...parts, ...parts.map((part) => part.parentElement), stack.current]) {
      if (element) observer?.observe(element);
    }
    window.addEventListener('resize', update);
    document.addEventListener('animationend', update, true);
    document.addEventListener('transitionend', update, true);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      document.removeEventListener('animationend', update, true);
      document.removeEventListener('transitionend', update, true);
    };
  }, [snackbars, parts, stack, probe]);

  return { register, clearance };
}
