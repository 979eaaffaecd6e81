import styled from 'styled-components';

export const Img = styled.img`
  display: block;
  max-width: 100%;
  object-fit: var(--eqp-image-fit, contain);
`;

export const Broken = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textSubtle};
  cursor: help;
`;
