import styled from 'styled-components';

export { ErrorText, Field, Hint, Label } from '../internal/field.styles';

export const Control = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  min-height: 42px;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  transition:
    border-color ${({ theme }) => theme.motion.fast} ease,
    box-shadow ${({ theme }) => theme.motion.fast} ease;

  &:hover {
    border-color: ${({ theme }) => theme.color.textSubtle};
  }
  &:focus-within {
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  &[data-state='invalid'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &[data-state='invalid']:focus-within {
    box-shadow: 0 0 0 3px rgba(196, 43, 43, 0.2);
  }
  &[data-state='disabled'] {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.lg};
  outline: none;

  &::placeholder {
    color: ${({ theme }) => theme.color.textSubtle};
  }
  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

export const Adornment = styled.div`
  display: flex;
  align-items: center;
  padding-right: ${({ theme }) => theme.space.xs};
`;
