import { css } from 'styled-components';
import { media } from '../theme/tokens';

/** A customer page's padding: xxl, xl on tablets (below 900 px), lg on phones (below 600 px). */
export const pagePadding = css`
  padding: ${({ theme }) => theme.space.xxl};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.xl};
  }
  ${media.phone} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

/** A page's level-1 title: xxl bold, tight, xl on phones. */
export const pageTitle = css`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  letter-spacing: -0.01em;

  ${media.phone} {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** A white section card: border, large radius, small shadow; xl padding, lg on phones. */
export const sectionCard = css`
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  ${media.phone} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

/** The level-2 title of a section card. */
export const sectionCardTitle = css`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
