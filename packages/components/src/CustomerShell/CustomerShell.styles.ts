import styled from 'styled-components';
import { focusRing } from '../theme/mixins';
import { media } from '../theme/tokens';

/**
 * The bar above the page: the directory switcher at the start, the top search at the end. It
 * scrolls with the page (not sticky, so the pages' own sticky parts keep their offsets). On
 * phones the expanded search takes the whole bar.
 */
export const TopBar = styled.div`
  position: relative;
  z-index: 20;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 64px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xxl};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};

  ${media.mobile} {
    min-height: 56px;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xl};
  }
  ${media.phone} {
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm}
      ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};

    &[data-search='expanded'] > :first-child {
      display: none;
    }
  }
`;

export const TopBarSwitcher = styled.div`
  display: flex;
  flex: 1 1 auto;
  min-width: 0;
`;

export const TopBarSearch = styled.div`
  display: flex;
  flex: 0 1 380px;
  justify-content: flex-end;
  min-width: 0;

  ${media.phone} {
    flex: none;
    [data-search='expanded'] > & {
      flex: 1 1 auto;
    }
  }
`;

export const Footer = styled.footer`
  padding: ${({ theme }) => theme.space.xxl};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceMuted};

  ${media.phone} {
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  }
`;

export const FooterCredit = styled.p`
  display: none;
  margin: ${({ theme }) => theme.space.xl} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;

  ${media.mobile} {
    display: block;
  }
`;

export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  max-width: 1200px;
`;

export const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

export const CardHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const CardTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const ContactLine = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};

  & > svg {
    flex: none;
    width: 18px;
    height: 18px;
    margin-top: 1px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  & > span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  & a {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: none;
    overflow-wrap: anywhere;
    border-radius: ${({ theme }) => theme.radius.sm};
    ${focusRing}
  }
  & a:hover {
    text-decoration: underline;
  }
`;

export const AddressLine = styled.span`
  display: block;
`;
