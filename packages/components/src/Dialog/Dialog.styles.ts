import * as RadixDialog from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { focusRing } from '../theme/mixins';
import { media } from '../theme/tokens';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translate(-50%, calc(-50% + 8px)); }
  to { opacity: 1; transform: translate(-50%, -50%); }
`;

export const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: rgba(15, 23, 42, 0.48);
  animation: ${fadeIn} ${({ theme }) => theme.motion.fast} ease-out;
  ${media.reducedMotion} {
    animation: none;
  }
`;

export const Content = styled(RadixDialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  flex-direction: column;
  width: calc(100vw - 32px);
  max-width: 560px;
  max-height: calc(100vh - 48px);
  max-height: calc(100dvh - 48px);
  transform: translate(-50%, -50%);
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  font-family: ${({ theme }) => theme.font.family};
  animation: ${rise} ${({ theme }) => theme.motion.fast} ease-out;
  &:focus {
    outline: none;
  }
  &[data-size='small'] {
    max-width: 400px;
  }
  &[data-size='large'] {
    max-width: 860px;
  }
  &[data-size='full'] {
    max-width: 1180px;
    height: calc(100vh - 48px);
    height: calc(100dvh - 48px);
  }
  ${media.reducedMotion} {
    animation: none;
  }
  ${media.phone} {
    &[data-size] {
      top: 0;
      left: 0;
      width: 100vw;
      max-width: none;
      height: 100vh;
      height: 100dvh;
      max-height: none;
      transform: none;
      border-radius: 0;
      animation: ${fadeIn} ${({ theme }) => theme.motion.fast} ease-out;
    }
    &[data-size='small'] {
      top: auto;
      bottom: 0;
      height: auto;
      max-height: 90vh;
      border-radius: ${({ theme }) => theme.radius.lg} ${({ theme }) => theme.radius.lg} 0 0;
    }
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.sm}`};
`;

export const Titles = styled.div`
  flex: 1;
  min-width: 0;
`;

export const Title = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const Description = styled(RadixDialog.Description)`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const CloseButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  margin: -4px -8px 0 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
    color: ${({ theme }) => theme.color.text};
  }
  ${focusRing}
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg} ${theme.space.lg}`};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  /* Focusable only when it scrolls with nothing focusable inside (see useKeyboardScrollable). */
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  ${media.phone} {
    flex-direction: column-reverse;
    & > * {
      width: 100%;
    }
  }
`;
