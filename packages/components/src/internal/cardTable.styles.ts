import { css } from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

/**
 * A data table on a card (JobList, MachineList): bordered, rounded surface, muted upper-case
 * column heads. The table's own column rules follow it.
 */
export const cardTable = css`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  overflow: hidden;

  & th,
  & td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    text-align: left;
    vertical-align: middle;
  }
  & thead th {
    padding-top: ${({ theme }) => theme.space.md};
    padding-bottom: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.color.surfaceMuted};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    white-space: nowrap;
  }
`;

/**
 * The card table on phones (inside the table's `media.phone` block): no frame of its own, hidden
 * column heads (still read), the rows as a column of cards.
 */
export const cardTableAsCards = css`
  display: block;
  border: 0;
  background: transparent;
  box-shadow: none;
  overflow: visible;

  & thead {
    ${visuallyHidden}
  }
  & tbody {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/** A row of the card table: a line between rows, none above the first, a hover tint. */
export const cardTableRow = css`
  & > td,
  & > th {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  tbody > &:first-child > td,
  tbody > &:first-child > th {
    border-top: 0;
  }
  &:hover > td,
  &:hover > th {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
`;
