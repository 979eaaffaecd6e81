import {
  createContext,
  useContext,
  type AriaAttributes,
  type ComponentType,
  type CSSProperties,
  type KeyboardEventHandler,
  type MouseEventHandler,
  type ReactNode,
} from 'react';

/**
 * The props every link of the library passes. A host adapts its router to this shape
 * (`react-router`'s `<Link to={href}>`, Next's `<Link href>`), or keeps the default `<a>`.
 */
export interface LinkProps {
  /** The target: a path of the portal (`/customer/machines/12/general`) or an absolute URL. */
  href: string;
  children?: ReactNode;
  /** Class name of the anchor (the library's styles for this link). */
  className?: string;
  /** As the `a` attribute of the same name. */
  style?: CSSProperties;
  /** As the `a` attribute of the same name. */
  id?: string;
  /** As the `a` attribute of the same name. */
  title?: string;
  /** As the `a` attribute of the same name. */
  target?: string;
  /** As the `a` attribute of the same name. */
  rel?: string;
  /** As the `a` attribute of the same name. */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** As the `a` attribute of the same name. */
  onKeyDown?: KeyboardEventHandler<HTMLAnchorElement>;
  /** E.g. `menuitem` for a link inside a menu (with `tabIndex` -1: the menu moves the focus). */
  role?: string;
  /** As the `a` attribute of the same name. */
  tabIndex?: number;
  /** As the `a` attribute of the same name. */
  'aria-current'?: AriaAttributes['aria-current'];
  /** As the `a` attribute of the same name. */
  'aria-label'?: string;
  /** As the `a` attribute of the same name. */
  'aria-describedby'?: string;
  /** The link's state for the library's styles (e.g. `active`); keep it on the anchor. */
  'data-state'?: string;
  /** The link's look for the library's styles (e.g. `primary`, `button`); keep it on the anchor. */
  'data-variant'?: string;
}

export type LinkComponent = ComponentType<LinkProps>;

/** The default link: a plain anchor (full page navigation). */
export function DefaultLink({ children, ...rest }: LinkProps) {
  return <a {...rest}>{children}</a>;
}

export const LinkContext = createContext<LinkComponent>(DefaultLink);

/** The host's link component (router-agnostic navigation), or a plain `<a>`. */
export function useLink(): LinkComponent {
  return useContext(LinkContext);
}
