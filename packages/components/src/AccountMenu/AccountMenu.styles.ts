import styled, { keyframes } from 'styled-components';
import { media } from '../theme/tokens';
import { focusRing, visuallyHidden } from '../theme/mixins';

export const Root = styled.div`
  position: relative;
  display: inline-flex;
  font-family: ${({ theme }) => theme.font.family};
`;

export const Trigger = styled.button`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast} ease;
  ${focusRing}

  &:hover,
  &[data-state='open'] {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  &[data-variant='avatar'] {
    padding: 3px;
    border-radius: 50%;
  }
  &[data-variant='auto'] {
    ${media.mobile} {
      padding: 3px;
      border-radius: 50%;
    }
  }
`;

export const TriggerLabel = styled.span`
  &[data-variant='avatar'] {
    ${visuallyHidden}
  }
  &[data-variant='auto'] {
    ${media.mobile} {
      ${visuallyHidden}
    }
  }
`;

const appear = keyframes`
  from { opacity: 0; transform: translateY(4px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

/**
 * The menu's panel (Radix DropdownMenu's content): Radix places it beside the button (`side`: to
 * the right, bottom-aligned, 12 px away) or under it (`below`: right-aligned, 8 px away).
 */
export const Popover = styled.div`
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  width: 264px;
  max-width: calc(100vw - 24px);
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  text-align: left;
  animation: ${appear} ${({ theme }) => theme.motion.normal} ease-out;
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const Identity = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Name = styled.span`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const Email = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Menu = styled.div`
  display: flex;
  flex-direction: column;
  outline: none;
`;

export const GroupLabel = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Item = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 40px;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  text-align: left;
  cursor: pointer;
  outline: none;

  &:hover,
  &:focus-visible,
  &:focus {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.focusRing};
  }
  &[data-state='checked'] {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  &[data-variant='danger'] {
    color: ${({ theme }) => theme.color.danger};
  }
  &[data-variant='link'] {
    box-sizing: border-box;
    font-family: inherit;
    text-decoration: none;
  }
`;

export const Check = styled.span`
  display: inline-grid;
  place-items: center;
  width: 20px;
  height: 20px;
  flex: none;
  color: ${({ theme }) => theme.color.primary};

  [data-variant='danger'] > & {
    color: inherit;
  }
`;

export const ItemCode = styled.span`
  margin-left: auto;
  padding: 1px 6px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.04em;
`;

export const Separator = styled.div`
  height: 1px;
  margin: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.color.border};
`;
