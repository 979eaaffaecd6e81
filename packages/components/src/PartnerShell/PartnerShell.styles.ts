import styled, { createGlobalStyle } from 'styled-components';
import { Brand as ShellBrand, Main as ShellMain, SkipLink as ShellSkipLink } from '../internal/shell.styles';
import { touchTargets } from '../internal/touchTargets';
import { media } from '../theme/tokens';

/**
 * The partner shell wears the customer shell's frame: the same side bar, bottom bar, badge and
 * account area, so both portals look and behave alike (spec §2, §9: side bar 130 px in both).
 * On phones every control of the partner area is at least 44 x 44 px (technicians with gloves, on
 * ladders): the page's controls through `Main`, the dialogs' and snackbars' (mounted outside it)
 * through `DialogTouchTargets`, the top bar's logo and the skip link here.
 */
export {
  AccountArea,
  Badge,
  Chrome,
  Content,
  NavIcon,
  NavLabel,
  NavList,
  Navigation,
  PoweredBy,
  Root,
} from '../internal/shell.styles';

export const Main = styled(ShellMain)`
  ${touchTargets}
`;

export const Brand = styled(ShellBrand)`
  ${media.phone} {
    & > a {
      min-height: 44px;
    }
  }
`;

export const SkipLink = styled(ShellSkipLink)`
  ${media.phone} {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/**
 * Rendered by the partner shell: its dialogs (mounted at the end of the page) and the snackbars
 * (Undo, Close) get 44 px targets too.
 */
export const DialogTouchTargets = createGlobalStyle`
  [role='dialog'],
  [role='alertdialog'],
  [data-eqp-snackbars] {
    ${touchTargets}
  }
`;
