import styled from 'styled-components';
import { media } from '../theme/tokens';

export const Root = styled.section`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxxl} ${({ theme }) => theme.space.xxl};
  font-family: ${({ theme }) => theme.font.family};

  & > * {
    max-width: 560px;
  }

  ${media.phone} {
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  }
`;
