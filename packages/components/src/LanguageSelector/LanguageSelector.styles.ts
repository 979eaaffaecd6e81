import styled from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

export const Group = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-family: ${({ theme }) => theme.font.family};

  & > span:not([data-visible]) {
    ${visuallyHidden}
  }
  & > span[data-visible] {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.textMuted};
  }

  & > [role='radiogroup'] {
    display: inline-flex;
    padding: 3px;
    gap: 2px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surfaceMuted};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
`;

export const Option = styled.label`
  position: relative;
  display: inline-grid;
  place-items: center;
  min-width: 44px;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    color ${({ theme }) => theme.motion.fast} ease;

  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  &[data-state='checked'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryContrast};
    box-shadow: ${({ theme }) => theme.shadow.sm};
    cursor: default;
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

export const RadioInput = styled.input`
  position: absolute;
  inset: 0;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

export const Code = styled.span`
  letter-spacing: 0.04em;
`;

export const Name = styled.span``;
