import styled from 'styled-components';

export const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: 100%;
  padding: 2px 10px 2px 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.5;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: middle;
  color: ${({ theme }) => theme.status.neutral.fg};
  background: ${({ theme }) => theme.status.neutral.bg};

  &::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }

  ${({ theme }) =>
    (Object.keys(theme.status) as (keyof typeof theme.status)[])
      .map(
        (name) => `
  &[data-status='${name}'] {
    color: ${theme.status[name].fg};
    background: ${theme.status[name].bg};
  }`,
      )
      .join('')}
`;
