import styled from 'styled-components';
import { focusRing, visuallyHidden } from '../theme/mixins';
import { media } from '../theme/tokens';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 1200px;
  padding: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.xl};
  }
  ${media.phone} {
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  }
`;

export const BackLink = styled.span`
  align-self: flex-start;

  & > a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.xs};
    margin-left: -${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
    ${focusRing}
  }
  & > a:hover {
    color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surfaceHover};
  }
`;

/* ---------------------------------------------------------------- Header */

export const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 20px;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.status.closed.bg};
  color: ${({ theme }) => theme.status.closed.fg};
  font-size: 11px;
  letter-spacing: 0.04em;
`;

export const Qr = styled.figure`
  grid-area: qr;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: #ffffff;

  & > svg,
  & > [role='img'] {
    display: block;
    width: 96px;
    height: 96px;
  }
  & > figcaption {
    display: flex;
    flex-direction: column;
    align-items: center;
    line-height: 1.2;
  }
  & [data-part='caption'] {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 11px;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  & [data-part='code'] {
    font-family: ${({ theme }) => theme.font.familyMono};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.text};
  }

  ${media.phone} {
    flex-direction: row;
    justify-content: flex-start;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceMuted};

    & > svg {
      width: 64px;
      height: 64px;
      padding: 4px;
      border-radius: ${({ theme }) => theme.radius.sm};
      background: #ffffff;
    }
    & > figcaption {
      align-items: flex-start;
    }
  }
`;

/* ---------------------------------------------------------------- Tabs */

/**
 * The arrows over the ends of a row that scrolls (phones): 44 px high like the tabs, on a fade of
 * the page's background so the cut tab behind shows it goes on.
 */
export const TabScroll = styled.button`
  position: absolute;
  top: 0;
  z-index: 1;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 44px;
  padding: 0;
  border: 0;
  color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
  ${focusRing}

  &[data-side='start'] {
    left: 0;
    justify-content: start;
    padding-left: ${({ theme }) => theme.space.xs};
    background: linear-gradient(to right, ${({ theme }) => theme.color.background} 55%, transparent);
  }
  &[data-side='end'] {
    right: 0;
    justify-content: end;
    padding-right: ${({ theme }) => theme.space.xs};
    background: linear-gradient(to left, ${({ theme }) => theme.color.background} 55%, transparent);
  }
`;

/**
 * The "None available" hint of a disabled tab. Always in the document (the tab's
 * `aria-describedby`); shown as a tooltip (fixed, so the scrolling tab row does not clip it)
 * while the tab is hovered or focused.
 */
export const Tooltip = styled.span`
  ${visuallyHidden}

  &[data-state='open'] {
    position: fixed !important;
    z-index: ${({ theme }) => theme.zIndex.snackbar};
    width: auto;
    height: auto;
    margin: 0;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    overflow: visible;
    clip: auto;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.snackbar};
    color: ${({ theme }) => theme.color.textInverse};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    box-shadow: ${({ theme }) => theme.shadow.md};
    transform: translateX(-50%);
    pointer-events: none;
  }
`;

/* ---------------------------------------------------------------- States */
