import { useEffect, useState } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * For a container that scrolls (e.g. a dialog's body): whether it must take the keyboard focus
 * itself, so that keyboard users can scroll it — it overflows and holds nothing focusable (a long
 * read-only text). Give the returned ref to the container and `tabIndex={0}` while it is true.
 * Follows size changes of the container and its children, and content changes.
 */
export function useKeyboardScrollable<T extends HTMLElement>(): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [needsFocus, setNeedsFocus] = useState(false);

  useEffect(() => {
    if (!node || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      const overflows = node.scrollHeight > node.clientHeight + 1 || node.scrollWidth > node.clientWidth + 1;
      setNeedsFocus(overflows && node.querySelector(FOCUSABLE) === null);
    };
    // A ResizeObserver reports every observed element once at the start: that is the first check.
    const resize = new ResizeObserver(check);
    const observeChildren = () => {
      resize.observe(node);
      for (const child of Array.from(node.children)) resize.observe(child);
    };
    observeChildren();
    const mutation = new MutationObserver(() => {
      observeChildren();
      check();
    });
    mutation.observe(node, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'tabindex', 'href'],
    });
    return () => {
      resize.disconnect();
      mutation.disconnect();
    };
  }, [node]);

  return [setNode, needsFocus];
}
