import styled from 'styled-components';
import { pagePadding, pageTitle } from '../internal/page.styles';
import { media } from '../theme/tokens';

export const Root = styled.div`
  ${pagePadding}
  box-sizing: border-box;
  width: 100%;
  max-width: 1100px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  ${media.phone} {
    gap: ${({ theme }) => theme.space.xl};
  }
`;

export const Header = styled.header`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

export const LogoFrame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 96px;
  height: 96px;
  padding: ${({ theme }) => theme.space.sm};
  box-sizing: border-box;
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }

  &[data-size='small'] {
    width: 64px;
    height: 64px;
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: none;
  }
`;

export const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

export const Title = styled.h1`
  ${pageTitle}
`;

export const Lead = styled.p`
  max-width: 70ch;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};

  ${media.phone} {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

export const Welcome = styled.p`
  max-width: 70ch;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  ${media.phone} {
    padding: ${({ theme }) => theme.space.lg};
  }

  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    position: relative;
    padding-left: ${({ theme }) => theme.space.xl};
    color: ${({ theme }) => theme.color.textMuted};
  }
  li::before {
    content: '';
    position: absolute;
    left: 4px;
    top: 0.45em;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.primary};
    opacity: 0.7;
  }
`;

export const IconBubble = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  color: ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.primarySoft};
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const ProviderRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};

  strong {
    display: block;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const ContactList = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textSubtle};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: 1.6;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const LinkList = styled.ul`
  && {
    gap: ${({ theme }) => theme.space.md};
  }
  && li {
    padding-left: 0;
  }
  && li::before {
    display: none;
  }
  a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  span {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const Version = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.font.familyMono};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
