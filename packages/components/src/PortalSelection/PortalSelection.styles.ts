import styled, { css, keyframes } from 'styled-components';
import { focusRing, visuallyHidden } from '../theme/mixins';
import { media } from '../theme/tokens';

const PAGE_WIDTH = '1120px';

export const Root = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  background:
    radial-gradient(120% 420px at 50% 0, ${({ theme }) => theme.color.primarySoft} 0%, transparent 100%),
    ${({ theme }) => theme.color.background};

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

const column = css`
  width: 100%;
  max-width: ${PAGE_WIDTH};
  margin: 0 auto;
  padding-left: ${({ theme }) => theme.space.xxl};
  padding-right: ${({ theme }) => theme.space.xxl};

  ${media.phone} {
    padding-left: ${({ theme }) => theme.space.lg};
    padding-right: ${({ theme }) => theme.space.lg};
  }
`;

export const TopBar = styled.header`
  ${column};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};

  ${media.phone} {
    padding-top: ${({ theme }) => theme.space.lg};
    padding-bottom: ${({ theme }) => theme.space.lg};
  }
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  min-height: 44px;
`;

/** The provider logo at 44 px high (36 on phones), as wide as its shape needs up to 200 px. */
export const LogoImage = styled.img`
  display: block;
  width: auto;
  max-width: 200px;
  height: 44px;
  object-fit: contain;
  object-position: left center;

  ${media.phone} {
    max-width: 160px;
    height: 36px;
  }
`;

export const Main = styled.main`
  ${column};
  flex: 1;
  padding-bottom: ${({ theme }) => theme.space.xxxl};
`;

export const Hero = styled.div`
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} 0 ${theme.space.xxxl}`};
  text-align: center;

  ${media.phone} {
    padding: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.xxl}`};
  }
`;

export const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: calc(${({ theme }) => theme.font.size.xxxl} * 1.4);
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.15;
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;

  ${media.phone} {
    font-size: ${({ theme }) => theme.font.size.xxxl};
  }
`;

export const Lead = styled.p`
  margin: ${({ theme }) => theme.space.lg} auto 0;
  max-width: 620px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: calc(${({ theme }) => theme.font.size.lg} * 1.125);
  white-space: pre-line;

  ${media.phone} {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.08em;
  text-align: center;
  text-transform: uppercase;

  ${media.phone} {
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
`;

export const TileGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 330px));
  justify-content: center;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }

  /* Side by side, the tiles share their rows (icon, title, text, main link, app links), so the
     main links line up whatever the length of the texts. */
  ${media.desktop} {
    row-gap: 0;

    & > li,
    & > li > article {
      display: grid;
      grid-row: span 5;
      grid-template-rows: subgrid;
      row-gap: 0;
    }
  }
`;

export const Tile = styled.article`
  --eqp-tile-accent: ${({ theme }) => theme.color.primary};
  --eqp-tile-accent-soft: ${({ theme }) => theme.color.primarySoft};
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition:
    transform ${({ theme }) => theme.motion.normal} ease,
    box-shadow ${({ theme }) => theme.motion.normal} ease,
    border-color ${({ theme }) => theme.motion.normal} ease;

  &[data-variant='serviceProvider'] {
    --eqp-tile-accent: ${({ theme }) => theme.status.forecast.fg};
    --eqp-tile-accent-soft: ${({ theme }) => theme.status.forecast.bg};
  }
  &[data-variant='technician'] {
    --eqp-tile-accent: ${({ theme }) => theme.status.in_progress.fg};
    --eqp-tile-accent-soft: ${({ theme }) => theme.status.in_progress.bg};
  }

  &[data-state='link']:hover,
  &[data-state='link']:focus-within {
    border-color: var(--eqp-tile-accent);
    box-shadow: ${({ theme }) => theme.shadow.lg};
    transform: translateY(-2px);
  }

  ${media.reducedMotion} {
    transition: none;
    &[data-state='link']:hover,
    &[data-state='link']:focus-within {
      transform: none;
    }
  }
  ${media.phone} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const TileIcon = styled.span`
  display: grid;
  justify-self: start;
  place-items: center;
  width: 52px;
  height: 52px;
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: var(--eqp-tile-accent-soft);
  color: var(--eqp-tile-accent);

  ${media.phone} {
    width: 44px;
    height: 44px;
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

export const TileTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const TileText = styled.p`
  flex: 1;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.textMuted};

  ${media.phone} {
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
`;

/** The tile's main link; its ::after covers the tile, so the whole card is one click target. */
export const primaryLink = css`
  align-self: flex-start;
  justify-self: start;
  color: var(--eqp-tile-accent);
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  text-decoration-thickness: 1px;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radius.xl};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 3px;
  }
  & svg {
    margin-left: ${({ theme }) => theme.space.sm};
    vertical-align: -4px;
    transition: transform ${({ theme }) => theme.motion.normal} ease;
  }
  [data-state='link']:hover & svg[data-arrow] {
    transform: translateX(3px);
  }
  [data-state='link']:hover & {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

export const NoWrap = styled.span`
  white-space: nowrap;
`;

/** Secondary actions sit above the stretched main link. */
export const TileExtras = styled.div`
  position: relative;
  z-index: 1;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};

  &[data-variant='only'] {
    margin-top: 0;
    padding-top: 0;
    border-top: 0;
  }
`;

export const AppLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    border-color ${({ theme }) => theme.motion.fast} ease;
  ${focusRing}

  &:hover {
    border-color: var(--eqp-tile-accent);
    background: var(--eqp-tile-accent-soft);
  }
`;

export const StoreLabel = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const StoreRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};

  ${media.phone} {
    grid-template-columns: repeat(2, minmax(0, 168px));
  }
`;

export const StoreBadge = styled.a`
  display: flex;
  align-items: center;
  gap: 6px;
  min-height: 42px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md} ${theme.space.xs} 10px`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: #111318;
  color: #ffffff;
  text-decoration: none;
  transition: background-color ${({ theme }) => theme.motion.fast} ease;
  ${focusRing}

  &:hover {
    background: #2b2f38;
  }
  & > span {
    display: grid;
    line-height: 1.1;
    white-space: nowrap;
  }
  & small {
    font-size: 10px;
    opacity: 0.85;
  }
  & strong {
    font-size: 14px;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    letter-spacing: -0.01em;
  }
`;

export const Notice = styled.div`
  max-width: 560px;
  margin: 0 auto;

  &[data-variant='error'] {
    margin-top: ${({ theme }) => theme.space.xxxl};
  }
  padding: ${({ theme }) => theme.space.lg} 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

export const Skeleton = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

export const SkeletonLine = styled.span`
  display: block;
  height: 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.skeleton} 0%,
    ${({ theme }) => theme.color.skeletonHighlight} 50%,
    ${({ theme }) => theme.color.skeleton} 100%
  );
  background-size: 300% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  &[data-size='title'] {
    width: 60%;
    height: 40px;
    margin: 0 auto;
  }
  &[data-size='lead'] {
    width: 80%;
    margin: 0 auto;
  }
  &[data-size='icon'] {
    width: 52px;
    height: 52px;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  &[data-size='heading'] {
    width: 55%;
    height: 22px;
  }
  &[data-size='short'] {
    width: 70%;
  }

  ${media.reducedMotion} {
    animation: none;
  }
`;

export const SkeletonTile = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
  min-height: 240px;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.surface};
`;

export const Footer = styled.footer`
  ${column};
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  ${media.phone} {
    flex-direction: column;
    gap: ${({ theme }) => theme.space.lg};
  }
`;

export const Privacy = styled.section`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  max-width: 640px;

  & > svg {
    flex: none;
    margin-top: 1px;
    color: ${({ theme }) => theme.color.success};
  }
  & h2 {
    ${visuallyHidden}
  }
  & p {
    margin: 0;
  }
  & a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    margin-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-underline-offset: 3px;
    ${focusRing}
  }
`;

export const Credit = styled.p`
  flex: none;
  margin: 0 0 0 auto;

  ${media.phone} {
    margin-left: 0;
  }
  color: ${({ theme }) => theme.color.textSubtle};

  & strong {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;
