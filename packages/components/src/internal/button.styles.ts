import styled from 'styled-components';
import { focusRing } from '../theme/mixins';
import { media } from '../theme/tokens';

export const StyledButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    border-color ${({ theme }) => theme.motion.fast} ease,
    color ${({ theme }) => theme.motion.fast} ease,
    box-shadow ${({ theme }) => theme.motion.fast} ease;
  ${focusRing}

  &[data-size='small'] {
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  &[data-size='large'] {
    min-height: 44px;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  &[data-full-width='true'] {
    width: 100%;
  }

  &[data-variant='primary'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryContrast};
    box-shadow: ${({ theme }) => theme.shadow.sm};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.primaryHover};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.color.primaryActive};
    }
  }
  &[data-variant='secondary'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.border};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.surfaceHover};
      border-color: ${({ theme }) => theme.color.borderStrong};
    }
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: ${({ theme }) => theme.color.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.primarySoft};
    }
  }
  &[data-variant='danger'] {
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.textInverse};
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  }

  &:disabled {
    cursor: not-allowed;
  }
  &:disabled:not([data-state='busy']) {
    &[data-variant='primary'],
    &[data-variant='danger'] {
      background: ${({ theme }) => theme.color.border};
      color: ${({ theme }) => theme.color.textSubtle};
      box-shadow: none;
    }
    &[data-variant='secondary'],
    &[data-variant='ghost'] {
      color: ${({ theme }) => theme.color.textSubtle};
    }
  }
  &[data-state='busy'] {
    cursor: progress;
    opacity: 0.85;
  }
`;

/** A square icon-only button of a list row (edit, delete): 36 px, 44 px on phones. */
export const IconButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
    color: ${({ theme }) => theme.color.primary};
  }
  &[data-variant='danger']:hover {
    background: ${({ theme }) => theme.color.dangerSoft};
    color: ${({ theme }) => theme.color.danger};
  }
  ${media.phone} {
    width: 44px;
    height: 44px;
  }
`;
