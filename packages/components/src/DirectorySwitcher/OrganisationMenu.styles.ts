import * as Popover from '@radix-ui/react-popover';
import styled, { keyframes } from 'styled-components';
import { media } from '../theme/tokens';

const appear = keyframes`
  from { opacity: 0; transform: translateY(-4px); }
  to { opacity: 1; transform: none; }
`;

export const PopoverContent = styled(Popover.Content)`
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  flex-direction: column;
  width: 340px;
  max-width: calc(100vw - 16px);
  max-height: min(440px, calc(var(--radix-popover-content-available-height, 100vh) - 8px));
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  animation: ${appear} ${({ theme }) => theme.motion.fast} ease-out;
  &:focus {
    outline: none;
  }
  ${media.reducedMotion} {
    animation: none;
  }
`;
