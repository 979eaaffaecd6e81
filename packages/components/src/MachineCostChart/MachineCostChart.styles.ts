import styled from 'styled-components';
import { visuallyHidden } from '../theme/mixins';
import { media } from '../theme/tokens';

export const Root = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};

  ${media.phone} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  & > button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primary};
  }
`;

export const Heading = styled.h2`
  flex: 1 1 10rem;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const PeriodTotal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  ${media.phone} {
    order: 3;
    flex: 1 1 100%;
  }
`;

/**
 * The graph's numbers: visually hidden (read by screen readers) until "Show as table" is pressed.
 * The wrapper hides it: a table itself ignores the 1 px box and would widen the page.
 */
export const TableWrap = styled.div`
  ${visuallyHidden}

  &[data-visible] {
    position: static !important;
    width: auto;
    height: auto;
    margin: 0;
    overflow-x: auto;
    clip: auto;
    white-space: normal;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  & caption {
    ${visuallyHidden}
  }
  & th,
  & td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  & thead th {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  & tbody th {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    white-space: nowrap;
  }
  & [data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  & td:last-child {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & [data-amount] {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  ${media.phone} {
    & th,
    & td {
      padding: ${({ theme }) => theme.space.xs};
    }
    & tbody th {
      white-space: normal;
    }
  }
`;
