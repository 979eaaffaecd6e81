import styled from 'styled-components';

export const Circle = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: var(--eqp-avatar-size, 38px);
  height: var(--eqp-avatar-size, 38px);
  border-radius: 50%;
  background: var(--eqp-avatar-bg);
  color: var(--eqp-avatar-fg);
  font-family: ${({ theme }) => theme.font.family};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1;
  letter-spacing: 0.02em;
  user-select: none;
  overflow: hidden;

  &[data-size='small'] {
    font-size: 10px;
  }
  &[data-size='medium'] {
    font-size: 14px;
  }
  &[data-size='large'] {
    font-size: 30px;
  }
`;
