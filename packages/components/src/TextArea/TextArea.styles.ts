import styled from 'styled-components';

export { ErrorText, Field, Hint, Label } from '../internal/field.styles';

/** The text area itself: TextField's box (border, radius, focus ring, states), several lines high. */
export const Control = styled.textarea`
  display: block;
  box-sizing: border-box;
  width: 100%;
  min-height: 88px;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  resize: vertical;
  outline: none;
  transition:
    border-color ${({ theme }) => theme.motion.fast} ease,
    box-shadow ${({ theme }) => theme.motion.fast} ease;

  &::placeholder {
    color: ${({ theme }) => theme.color.textSubtle};
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.textSubtle};
  }
  &:focus {
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  &[data-state='invalid'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &[data-state='invalid']:focus {
    box-shadow: 0 0 0 3px rgba(196, 43, 43, 0.2);
  }
  &:disabled {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;
