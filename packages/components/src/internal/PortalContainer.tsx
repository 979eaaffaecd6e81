import { createContext, useContext } from 'react';

/**
 * Where dialogs and pop-overs are mounted (Radix `Portal`'s `container`). `null` (the default) is
 * `document.body`. A host rendering the library inside a Shadow DOM passes an element of its shadow
 * root, so the dialog stays where the root's styles apply.
 */
export type PortalContainer = Element | DocumentFragment | null;

export const PortalContainerContext = createContext<PortalContainer>(null);

/** The container dialogs and pop-overs are mounted into; `undefined` lets Radix use `document.body`. */
export function usePortalContainer(): Element | DocumentFragment | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}

/**
 * The focused element, looking into open shadow roots: inside a Shadow DOM `document.activeElement`
 * is only the shadow host.
 */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
