/**
 * The test page: what the DOM environment lacks of a browser's, and what a test may leave on it.
 * Both do nothing in the node environment (the pure tests).
 */

/** The address every test starts on: the environment's own (`http://localhost:3000/`). */
const startAddress = typeof window === 'undefined' ? undefined : window.location.href;

/** The elements a browser's own style sheet shows `display: inline` (the HTML rendering rules). */
const INLINE_ELEMENTS =
  'a, abbr, b, bdi, bdo, cite, code, data, del, dfn, em, i, img, ins, kbd, label, mark, output, q, ' +
  's, samp, small, span, strong, sub, sup, svg, time, u, var';

/**
 * happy-dom computes no `display` for the elements that are inline by default
 * (`getComputedStyle(span).display` is `''`, a browser says `inline`). Testing Library puts a space
 * around every element that is not inline when it computes an accessible name, so
 * `Cart<span>, 3 items in cart</span>` would be named "Cart , 3 items in cart". This adds the
 * browser's rule for those elements first in the head, where the page's own styles override it as
 * they override a browser's.
 */
export function addInlineDefaults(): void {
  if (typeof window === 'undefined' || !navigator.userAgent.includes('HappyDOM')) return;
  if (document.head.querySelector('style[data-test-inline-defaults]')) return;
  const style = document.createElement('style');
  style.dataset.testInlineDefaults = '';
  style.textContent = `${INLINE_ELEMENTS} { display: inline; }`;
  document.head.prepend(style);
}

/**
 * Clears what a test can leave on the page once its trees are unmounted: storage, cookies, the
 * address, nodes put straight into the body (a portal whose owner stayed, recharts' text
 * measurement), the body's attributes and the title. The head keeps its styles
 * (styled-components reuses its style sheet).
 */
export function clearPage(): void {
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  if (startAddress !== undefined && window.location.href !== startAddress)
    window.history.replaceState(null, '', startAddress);
  document.body.replaceChildren();
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  document.title = '';
}
