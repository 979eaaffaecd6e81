/**
 * The partner shell wears the customer shell's frame: the same side bar, bottom bar, badge and
 * account area, so both portals look and behave alike (spec §2, §9: side bar 130 px in both).
 */
export {
  AccountArea,
  Badge,
  Brand,
  Chrome,
  Content,
  Main,
  NavIcon,
  NavLabel,
  NavList,
  Navigation,
  PoweredBy,
  Root,
  SkipLink,
} from '../CustomerShell/CustomerShell.styles';
