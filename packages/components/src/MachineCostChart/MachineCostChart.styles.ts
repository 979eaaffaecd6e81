import styled from 'styled-components';
import { visuallyHidden } from '../theme/mixins';
import { media } from '../theme/tokens';

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

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

  /* recharts draws with its own classes; colours come from the theme. */
  & .recharts-cartesian-grid line {
    stroke: ${({ theme }) => theme.color.border};
  }
  & .recharts-cartesian-axis-tick-value,
  & .recharts-cartesian-axis-tick text {
    fill: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  & .recharts-tooltip-cursor {
    fill: ${({ theme }) => theme.color.surfaceHover};
  }
  & .recharts-wrapper:focus,
  & .recharts-surface:focus {
    outline: none;
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

export const ChartArea = styled.div`
  width: 100%;
  min-width: 0;
`;

export const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};

  /* Phones: two columns of names; the amounts are in the tooltip and the table. */
  ${media.phone} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

export const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;

  & > [data-part='name'] {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > [data-part='amount'] {
    color: ${({ theme }) => theme.color.textMuted};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  ${media.phone} {
    display: flex;
    & > [data-part='amount'] {
      display: none;
    }
  }
`;

export const Swatch = styled.span`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: 3px;
`;

export const TooltipBox = styled.div`
  min-width: 200px;
  max-width: 320px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-transform: capitalize;
  }
  & > span {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & dl {
    display: grid;
    gap: 2px;
    margin: 0;
  }
  & dl > div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
  }
  & dl > div[data-total] {
    margin-top: 2px;
    padding-top: 4px;
    border-top: 1px solid ${({ theme }) => theme.color.border};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & dt {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
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
