import styled from 'styled-components';
import { StyledButton } from '../internal/button.styles';
import { media } from '../theme/tokens';

export const Card = styled.section`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: 400px;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  text-align: center;

  ${media.phone} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

export const Logo = styled.div`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.layout.loginLogoSize};
  height: ${({ theme }) => theme.layout.loginLogoSize};
  margin-bottom: ${({ theme }) => theme.space.xs};

  & img {
    width: 100%;
    height: 100%;
  }
`;

export const Status = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  & > [data-eqp-spinner] {
    color: ${({ theme }) => theme.color.primary};
  }
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;

  &[data-variant='error'] {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.dangerSoft};
    color: ${({ theme }) => theme.color.danger};
    text-align: left;
  }
`;

export const LinkButton = styled(StyledButton)`
  align-self: stretch;
  margin-top: ${({ theme }) => theme.space.sm};
  /* Phones: a 44 px target, like every control of the partner area. */
  ${media.phone} {
    min-height: 44px;
  }
`;
