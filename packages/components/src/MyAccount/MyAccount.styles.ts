import styled from 'styled-components';
import { pagePadding, pageTitle, sectionCard, sectionCardTitle } from '../internal/page.styles';
import { media } from '../theme/tokens';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 1100px;
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  ${pagePadding}

  ${media.phone} {
    gap: ${({ theme }) => theme.space.lg};
  }
`;

export const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Heading = styled.h1`
  ${pageTitle}
`;

export const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Profile on the left, password on the right; stacked under 900 px. */
export const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.xl};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  ${sectionCard}
`;

export const CardTitle = styled.h2`
  ${sectionCardTitle}
`;

export const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  min-width: 0;

  & > div {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
`;

export const IdentityName = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const IdentityEmail = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

export const Details = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  & > div {
    display: grid;
    grid-template-columns: minmax(110px, 160px) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: 1.6;
  }
  & dd {
    display: flex;
    flex-direction: column;
    margin: 0;
    overflow-wrap: anywhere;
  }

  ${media.phone} {
    & > div {
      grid-template-columns: minmax(0, 1fr);
      gap: 2px;
    }
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

export const Done = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid rgba(27, 122, 67, 0.25);
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.successSoft};
  color: ${({ theme }) => theme.color.success};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
