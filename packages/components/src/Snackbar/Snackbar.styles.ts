import styled, { css, keyframes } from 'styled-components';
import { focusRing } from '../theme/mixins';

const enter = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

/** The stack's usual bottom edge: bottom centre, above the bottom bar below 900 px. */
const usualBottom = css`
  bottom: var(--eqp-snackbar-offset, ${({ theme }) => theme.space.xl});
  ${({ theme }) => theme.media.mobile} {
    bottom: var(
      --eqp-snackbar-offset-mobile,
      calc(${({ theme }) => theme.layout.bottomBarHeight} + ${({ theme }) => theme.space.md})
    );
  }
`;

/** An empty element at the stack's usual bottom edge, which the host measures. */
export const RegionProbe = styled.span`
  position: fixed;
  left: 0;
  width: 0;
  height: 0;
  visibility: hidden;
  pointer-events: none;
  ${usualBottom}
`;

/**
 * Bottom centre of the viewport; above the bottom bar below the mobile breakpoint (900 px). While an
 * open dialog's action row is where the stack would be, `--eqp-snackbar-clearance` from the bottom
 * (`data-placement="bottom"`, set by the host: just above that row), or at the top (`data-placement="top"`) when that row
 * leaves no room above it.
 */
export const Region = styled.section`
  position: fixed;
  left: 50%;
  ${usualBottom}
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.snackbar};
  display: flex;
  flex-direction: column-reverse;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.sm};
  width: max-content;
  max-width: min(560px, calc(100vw - 24px));
  pointer-events: none;

  ${({ theme }) => theme.media.phone} {
    width: calc(100vw - 24px);
  }

  &[data-placement='bottom'] {
    bottom: var(--eqp-snackbar-clearance);
  }

  &[data-placement='top'] {
    top: ${({ theme }) => theme.space.md};
    bottom: auto;
    flex-direction: column;
  }
`;

export const Item = styled.div`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: min(320px, calc(100vw - 24px));
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.textInverse};
  background: ${({ theme }) => theme.color.snackbar};
  animation: ${enter} ${({ theme }) => theme.motion.normal} ease-out;

  &[data-variant='success'] {
    background: ${({ theme }) => theme.color.success};
  }
  &[data-variant='warning'] {
    background: ${({ theme }) => theme.color.warning};
  }
  &[data-variant='error'] {
    background: ${({ theme }) => theme.color.danger};
  }

  & > svg {
    flex: none;
    opacity: 0.95;
  }
`;

export const Message = styled.div`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  overflow-wrap: anywhere;
`;

const ghostButton = `
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

export const ActionButton = styled.button`
  ${ghostButton}
  flex: none;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  font-size: ${({ theme }) => theme.font.size.sm};
  &:hover {
    background: rgba(255, 255, 255, 0.16);
  }
  ${focusRing}
  &:focus-visible {
    outline-color: currentColor;
  }
`;

export const CloseButton = styled.button`
  ${ghostButton}
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.pill};
  &:hover {
    background: rgba(255, 255, 255, 0.16);
  }
  ${focusRing}
  &:focus-visible {
    outline-color: currentColor;
  }
`;
