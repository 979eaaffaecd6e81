import styled from 'styled-components';
import { focusRing } from '../theme/mixins';
import { media } from '../theme/tokens';
import { pagePadding, pageTitle } from '../internal/page.styles';
import { cardTable, cardTableAsCards, cardTableRow } from '../internal/cardTable.styles';

/** Below this width the table drops the Type and Priority columns' width to what they need. */
const compactTable = '@media (max-width: 1099.98px)';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 1600px;
  ${pagePadding}
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  ${media.mobile} {
    gap: ${({ theme }) => theme.space.lg};
  }
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const Heading = styled.h1`
  ${pageTitle}
`;

export const ListSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

export const ListHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Count = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

export const Filter = styled.div`
  display: inline-flex;
  gap: 2px;
  margin-left: auto;
  padding: 3px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};

  ${media.phone} {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    width: 100%;
    margin-left: 0;
  }
`;

export const FilterButton = styled.button`
  min-height: 32px;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  ${focusRing}

  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
  ${media.phone} {
    min-height: 36px;
  }
`;

export const Table = styled.table`
  ${cardTable}
  & [data-column='number'],
  & [data-column='status'],
  & [data-column='created'] {
    width: 1%;
    white-space: nowrap;
  }
  & td[data-column='type'],
  & td[data-column='priority'],
  & td[data-column='created'] {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & td[data-column='created'] {
    font-variant-numeric: tabular-nums;
  }

  ${compactTable} {
    & [data-column='type'],
    & [data-column='priority'] {
      width: 1%;
      white-space: nowrap;
    }
  }

  ${media.phone} {
    ${cardTableAsCards}
  }
`;

export const Row = styled.tr`
  cursor: pointer;

  ${cardTableRow}
  &:has(a:focus-visible) > td,
  &:has(a:focus-visible) > th {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  & > th {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & a[data-variant='job'] {
    display: inline-block;
    padding: 2px ${({ theme }) => theme.space.xs};
    margin: 0 -${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.primary};
    font-variant-numeric: tabular-nums;
    text-decoration: none;
    ${focusRing}
  }
  &:hover a[data-variant='job'] {
    text-decoration: underline;
  }

  ${media.phone} {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    grid-template-areas:
      'number number status'
      'equipment equipment equipment'
      'type priority created';
    column-gap: ${({ theme }) => theme.space.md};
    row-gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.sm};

    &:has(a:focus-visible) {
      outline: 2px solid ${({ theme }) => theme.color.focusRing};
      outline-offset: 2px;
    }
    & > td,
    & > th {
      display: block;
      width: auto !important;
      min-width: 0;
      padding: 0;
      border-top: 0;
      background: transparent !important;
      white-space: normal;
    }
    & > [data-column='number'] {
      grid-area: number;
      align-self: center;
      font-size: ${({ theme }) => theme.font.size.lg};
    }
    & > [data-column='status'] {
      grid-area: status;
      justify-self: end;
      align-self: center;
      max-width: 100%;
    }
    & > [data-column='equipment'] {
      grid-area: equipment;
      font-weight: ${({ theme }) => theme.font.weight.medium};
    }
    & > [data-column='type'] {
      grid-area: type;
    }
    & > [data-column='priority'] {
      grid-area: priority;
    }
    & > [data-column='created'] {
      grid-area: created;
    }
    & > [data-label]::before {
      content: attr(data-label);
      display: block;
      color: ${({ theme }) => theme.color.textSubtle};
      font-size: 11px;
      font-weight: ${({ theme }) => theme.font.weight.semibold};
      letter-spacing: 0.04em;
      text-transform: uppercase;
    }
    & > [data-label] {
      font-size: ${({ theme }) => theme.font.size.sm};
    }
  }
`;

export const Machines = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  & > span {
    overflow-wrap: anywhere;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

export const InlineError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.danger} 30%, transparent);
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.dangerSoft};
`;
