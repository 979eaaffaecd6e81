import styled from 'styled-components';
import { focusRing } from '../theme/mixins';
import { media } from '../theme/tokens';
import { sectionCard, sectionCardTitle } from '../internal/page.styles';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 1100px;
  padding: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.xl};
  }
  ${media.phone} {
    gap: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  ${media.phone} {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The company card on the left, the contact person and parts lookup stacked on the right. */
export const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.xl};

  & > [data-kind='company'] {
    grid-row: span 2;
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
    & > [data-kind='company'] {
      grid-row: auto;
    }
  }
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  ${sectionCard}
`;

export const CardTitle = styled.h2`
  ${sectionCardTitle}
`;

export const Details = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  & > div {
    display: grid;
    grid-template-columns: minmax(120px, 180px) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: 1.6;
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & a {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius.sm};
    ${focusRing}
  }
  & a:hover {
    text-decoration: underline;
  }

  ${media.phone} {
    & > div {
      grid-template-columns: minmax(0, 1fr);
      gap: 2px;
    }
    /* A 44 px tall target for a thumb (the partner area's rule). */
    & a {
      display: inline-flex;
      align-items: center;
      min-height: 44px;
    }
  }
`;

export const Address = styled.span`
  display: flex;
  flex-direction: column;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textSubtle};
`;

export const Setting = styled.p`
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 2px ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
  &[data-state='on'] {
    background: ${({ theme }) => theme.color.successSoft};
    color: ${({ theme }) => theme.color.success};
  }
  &[data-state='off'] {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
