import styled from 'styled-components';

export const Footer = styled.div`
  display: flex;
  justify-content: center;
  min-height: 56px;
  padding: ${({ theme }) => theme.space.md} 0;

  &[data-spacing='roomy'] {
    min-height: 72px;
    padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.lg};
  }
`;

export const LoadingMore = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  & > svg {
    color: ${({ theme }) => theme.color.primary};
  }
`;

export const EndNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
