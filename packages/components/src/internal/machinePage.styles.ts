import styled from 'styled-components';
import { focusRing } from '../theme/mixins';
import { media } from '../theme/tokens';
import { pageTitle } from './page.styles';

/**
 * The machine page's frame, shared by the signed-in machine page (`MachineDetail`) and the public
 * QR page (`PublicMachine`): the header card (picture, overline, title, facts), the tab row, the
 * panel, the loading skeleton and the full-page states.
 */

export const Header = styled.header`
  display: grid;
  grid-template-columns: 128px minmax(0, 1fr) auto;
  grid-template-areas: 'image main qr';
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  ${media.mobile} {
    grid-template-columns: 96px minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => theme.space.lg};
  }
  ${media.phone} {
    grid-template-columns: 64px minmax(0, 1fr);
    grid-template-areas:
      'image main'
      'qr qr';
    align-items: start;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md};
  }
`;

export const Media = styled.div`
  grid-area: image;
  display: grid;
  place-items: center;
  width: 128px;
  height: 128px;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.color.surfaceMuted},
    ${({ theme }) => theme.color.surfaceHover}
  );
  color: ${({ theme }) => theme.color.borderStrong};

  & > img {
    width: 100%;
    height: 100%;
  }
  & > svg {
    width: 48px;
    height: 48px;
  }

  ${media.mobile} {
    width: 96px;
    height: 96px;
  }
  ${media.phone} {
    width: 64px;
    height: 64px;
    padding: ${({ theme }) => theme.space.xs};

    & > svg {
      width: 32px;
      height: 32px;
    }
  }
`;

export const Main = styled.div`
  grid-area: main;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const Overline = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const Title = styled.h1`
  ${pageTitle}
  overflow-wrap: anywhere;
`;

export const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xl};
  margin: ${({ theme }) => theme.space.sm} 0 0;

  & > div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
  & dd[data-empty] {
    color: ${({ theme }) => theme.color.textSubtle};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }

  ${media.phone} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    margin-left: calc(-64px - ${({ theme }) => theme.space.md});
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const TabBar = styled.nav`
  position: relative;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  ${media.phone} {
    margin: 0 -${({ theme }) => theme.space.md};
  }
`;

export const TabList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  -webkit-overflow-scrolling: touch;

  &::-webkit-scrollbar {
    display: none;
  }
  &[data-fade-end] {
    mask-image: linear-gradient(to right, #000 calc(100% - 40px), transparent);
  }
  &[data-fade-start] {
    mask-image: linear-gradient(to right, transparent, #000 40px);
  }
  &[data-fade-start][data-fade-end] {
    mask-image: linear-gradient(to right, transparent, #000 40px, #000 calc(100% - 40px), transparent);
  }
  & > li {
    flex: none;
    display: flex;
  }

  ${media.phone} {
    gap: 0;
    padding: 0 ${({ theme }) => theme.space.sm};
    /* A tab scrolled to by focus clears the arrows over the ends (40 px). */
    scroll-padding: 0 44px;
  }
`;

/** One tab: an enabled link or a disabled item; the active one is underlined. */
export const Tab = styled.span`
  position: relative;
  display: flex;

  & > a,
  & > [aria-disabled='true'] {
    position: relative;
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    white-space: nowrap;
    text-decoration: none;
    ${focusRing}
  }
  & > a:focus-visible,
  & > [aria-disabled='true']:focus-visible {
    outline-offset: -2px;
  }
  & > a:hover {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  & > a[aria-current='page'] {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & > a[aria-current='page']::after {
    content: '';
    position: absolute;
    left: ${({ theme }) => theme.space.sm};
    right: ${({ theme }) => theme.space.sm};
    bottom: -1px;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: ${({ theme }) => theme.color.primary};
  }
  & > [aria-disabled='true'] {
    color: ${({ theme }) => theme.color.textSubtle};
    opacity: 0.7;
    cursor: not-allowed;
  }
`;

export const Panel = styled.div`
  min-width: 0;
`;

export const SkeletonHeader = styled.div`
  display: grid;
  grid-template-columns: 128px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
  }

  ${media.phone} {
    grid-template-columns: 64px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md};
  }
`;

export const SkeletonTabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  overflow: hidden;
`;

export const StatePage = styled.div`
  margin: ${({ theme }) => theme.space.xl} auto 0;
  max-width: 560px;
  width: 100%;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  & a[data-variant='button'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryContrast};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
    ${focusRing}
  }
  & a[data-variant='button']:hover {
    background: ${({ theme }) => theme.color.primaryHover};
  }

  ${media.phone} {
    margin-top: ${({ theme }) => theme.space.md};
  }
`;
