import styled from 'styled-components';

export const Card = styled.section`
  box-sizing: border-box;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.loginCardMaxWidth};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl} ${theme.space.xl}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.lg}`};
  }
`;

export const Header = styled.header`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xl};
  text-align: center;
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

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  letter-spacing: -0.01em;
  overflow-wrap: anywhere;
`;

export const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;

export const Alert = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid rgba(196, 43, 43, 0.25);
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  & > svg {
    flex: none;
    margin-top: 1px;
  }
`;
