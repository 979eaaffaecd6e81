import styled from 'styled-components';
import { focusRing } from '../theme/mixins';
import { media } from '../theme/tokens';

/**
 * The frame both shells wear (spec §2, §9): the side bar with its navigation, badge and account
 * area on desktops, the top app bar and the bottom bar under 900 px, the skip link and the main
 * region. `CustomerShell` and `PartnerShell` add their own parts.
 */

/** Height of the top app bar under 900 px. */
const TOP_BAR_HEIGHT = '56px';

export const Root = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const SkipLink = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndex.snackbar};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryContrast};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
  ${focusRing}
`;

/**
 * Side bar from 900 px. Below, this box dissolves (`display: contents`) and its three parts
 * place themselves: the brand becomes the top bar, the account button sits at its right end,
 * and the menu becomes the bottom bar. A `header` (the page's banner landmark), so the brand, the
 * menu, the account button and the credit are all inside a landmark (axe `region`).
 */
export const Chrome = styled.header`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.zIndex.bottomBar};
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => theme.layout.sideBarWidth};
  background: ${({ theme }) => theme.color.surface};
  border-right: 1px solid ${({ theme }) => theme.color.border};

  ${media.mobile} {
    display: contents;
  }
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 88px;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};

  & > a {
    display: flex;
    align-items: center;
    justify-content: center;
    max-width: 100%;
    border-radius: ${({ theme }) => theme.radius.md};
    ${focusRing}
  }
  & img {
    width: auto;
    max-width: 100%;
    max-height: 56px;
  }

  ${media.mobile} {
    position: fixed;
    inset: 0 0 auto 0;
    z-index: ${({ theme }) => theme.zIndex.bottomBar};
    justify-content: flex-start;
    min-height: 0;
    height: ${TOP_BAR_HEIGHT};
    padding: 0 ${({ theme }) => theme.space.lg};
    background: ${({ theme }) => theme.color.surface};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    box-shadow: ${({ theme }) => theme.shadow.sm};

    & img {
      max-width: 160px;
      max-height: 36px;
    }
  }
`;

export const Navigation = styled.nav`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};

  ${media.mobile} {
    position: fixed;
    inset: auto 0 0 0;
    z-index: ${({ theme }) => theme.zIndex.bottomBar};
    overflow: visible;
    padding: 0 ${({ theme }) => theme.space.xs} env(safe-area-inset-bottom, 0);
    background: ${({ theme }) => theme.color.surface};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    box-shadow: 0 -2px 10px rgba(16, 24, 40, 0.06);
  }
`;

export const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li > a {
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radius.lg};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    text-align: center;
    text-decoration: none;
    transition:
      background-color ${({ theme }) => theme.motion.fast} ease,
      color ${({ theme }) => theme.motion.fast} ease;
    ${focusRing}

    &:hover {
      background: ${({ theme }) => theme.color.surfaceHover};
      color: ${({ theme }) => theme.color.text};
    }
    &[aria-current='page'] {
      background: ${({ theme }) => theme.color.primarySoft};
      color: ${({ theme }) => theme.color.primary};
      font-weight: ${({ theme }) => theme.font.weight.semibold};
    }
    &[aria-current='page']::before {
      content: '';
      position: absolute;
      left: -8px;
      top: 14px;
      bottom: 14px;
      width: 3px;
      border-radius: 0 3px 3px 0;
      background: ${({ theme }) => theme.color.primary};
    }
  }

  ${media.mobile} {
    flex-direction: row;
    gap: 0;
    height: ${({ theme }) => theme.layout.bottomBarHeight};

    & > li {
      flex: 1 1 0;
      display: flex;
    }
    & > li > a {
      flex: 1 1 auto;
      justify-content: center;
      gap: 2px;
      padding: ${({ theme }) => theme.space.xs};
      margin: ${({ theme }) => theme.space.xs} 2px;
      font-size: ${({ theme }) => theme.font.size.xs};
    }
    & > li > a[aria-current='page'] {
      background: transparent;
    }
    & > li > a[aria-current='page']::before {
      left: 30%;
      right: 30%;
      top: -4px;
      bottom: auto;
      width: auto;
      height: 3px;
      border-radius: 0 0 3px 3px;
    }
  }
`;

export const NavIcon = styled.span`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.pill};

  ${media.mobile} {
    a[aria-current='page'] > & {
      background: ${({ theme }) => theme.color.primarySoft};
    }
  }
`;

export const NavLabel = styled.span`
  max-width: 100%;
  overflow-wrap: anywhere;
`;

export const Badge = styled.span`
  position: absolute;
  top: -4px;
  right: -2px;
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border: 2px solid ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  font-variant-numeric: tabular-nums;

  /* The partner shell draws its count from the attribute (no text in the link's content). */
  &[data-count]::after {
    content: attr(data-count);
  }
`;

export const AccountArea = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};

  ${media.mobile} {
    position: fixed;
    top: 0;
    right: 0;
    z-index: ${({ theme }) => theme.zIndex.bottomBar};
    height: ${TOP_BAR_HEIGHT};
    flex-direction: row;
    padding: 0 ${({ theme }) => theme.space.md};
    border-top: 0;
  }
`;

export const PoweredBy = styled.p`
  display: flex;
  flex-direction: column;
  align-items: center;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 11px;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;

  & > strong {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  ${media.mobile} {
    display: none;
  }
`;

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  margin-left: ${({ theme }) => theme.layout.sideBarWidth};

  ${media.mobile} {
    margin-left: 0;
    padding-top: ${TOP_BAR_HEIGHT};
    padding-bottom: calc(${({ theme }) => theme.layout.bottomBarHeight} + env(safe-area-inset-bottom, 0px));
  }
`;

export const Main = styled.main`
  flex: 1 0 auto;
  min-width: 0;
  outline: none;
`;
