import styled from 'styled-components';

export const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

export const Option = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;

  &[data-active] {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  &[data-current] {
    color: ${({ theme }) => theme.color.primary};
  }
  & > svg {
    flex: none;
    margin-left: auto;
    color: ${({ theme }) => theme.color.primary};
  }
`;

export const OptionName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const OptionNumber = styled.span`
  margin-top: 2px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const OptionText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Options = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-height: 0;
  margin: 0;
  padding: 2px;
  overflow-y: auto;
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.md};
  outline: none;
  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  &[hidden] {
    display: none;
  }
`;

export const PickerRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 0;
`;

export const SearchBox = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  & > svg {
    position: absolute;
    left: 10px;
    color: ${({ theme }) => theme.color.textMuted};
    pointer-events: none;
  }
`;

export const SearchInput = styled.input`
  width: 100%;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.md} 0 36px;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  &::placeholder {
    color: ${({ theme }) => theme.color.textSubtle};
  }
  &:focus {
    border-color: ${({ theme }) => theme.color.primary};
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;
