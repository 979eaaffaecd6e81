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
  href: string;
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  id?: string;
  title?: string;
  target?: string;
  rel?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  onKeyDown?: KeyboardEventHandler<HTMLAnchorElement>;
  /** E.g. `menuitem` for a link inside a menu (with `tabIndex` -1: the menu moves the focus). */
  role?: string;
  tabIndex?: number;
  'aria-current'?: AriaAttributes['aria-current'];
  'aria-label'?: string;
  'aria-describedby'?: string;
  'data-state'?: string;
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
