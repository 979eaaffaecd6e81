import styled from 'styled-components';
import { focusRing } from '../theme/mixins';
import { media } from '../theme/tokens';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  & > a[data-variant='button'] {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryContrast};
    box-shadow: ${({ theme }) => theme.shadow.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
    white-space: nowrap;
    ${focusRing}
  }
  & > a[data-variant='button']:hover {
    background: ${({ theme }) => theme.color.primaryHover};
  }

  ${media.phone} {
    & > a[data-variant='button'] {
      flex: 1 1 100%;
      justify-content: center;
    }
  }
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Card = styled.section`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  overflow: hidden;
`;

export const CardTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceMuted};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};

  & > [data-part='count'] {
    display: inline-grid;
    place-items: center;
    min-width: 22px;
    height: 22px;
    padding: 0 6px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-variant-numeric: tabular-nums;
  }

  ${media.phone} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

/**
 * One job or history entry: date, order number and type, description, status. On phones the
 * order number and the status share the first line, the rest stacks below.
 */
export const Entry = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: 96px minmax(120px, 160px) minmax(0, 1fr) auto;
  grid-template-areas:
    'date number description status'
    '. . extra extra';
  align-items: start;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};

  &[data-link]:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  &:has(a[data-variant='job']:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas:
      'number status'
      'date date'
      'description description'
      'extra extra';
    gap: 2px ${({ theme }) => theme.space.md};
  }
  ${media.phone} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

export const EntryDate = styled.span`
  grid-area: date;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  line-height: 24px;

  ${media.mobile} {
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }
`;

export const EntryNumber = styled.span`
  grid-area: number;
  display: flex;
  flex-direction: column;
  min-width: 0;

  & > [data-part='number'] {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    font-variant-numeric: tabular-nums;
    line-height: 24px;
  }
  & > [data-part='number'] > a {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: none;
    outline: none;
  }
  /* The whole entry is the job's link. */
  & > [data-part='number'] > a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  & > [data-part='number'] > a:hover {
    text-decoration: underline;
  }
  & > [data-part='type'] {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  ${media.mobile} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 ${({ theme }) => theme.space.sm};
  }
`;

export const EntryDescription = styled.div`
  grid-area: description;
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  line-height: 24px;
  overflow-wrap: anywhere;

  & > [data-part='scheduled'] {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }

  ${media.mobile} {
    margin-top: ${({ theme }) => theme.space.xs};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }
`;

export const EntryStatus = styled.span`
  grid-area: status;
  justify-self: end;
`;

export const Extra = styled.div`
  grid-area: extra;
  position: relative;
  z-index: 1;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  min-width: 0;
  width: 100%;

  &:empty {
    display: none;
  }
`;

export const PartsTable = styled.table`
  width: 100%;
  max-width: 640px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  & caption {
    padding-bottom: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    letter-spacing: 0.06em;
    text-align: left;
    text-transform: uppercase;
  }
  & th,
  & td {
    padding: 6px ${({ theme }) => theme.space.sm};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  & thead th {
    border-top: 0;
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & thead th:first-child {
    border-radius: ${({ theme }) => theme.radius.sm} 0 0 ${({ theme }) => theme.radius.sm};
  }
  & thead th:last-child {
    border-radius: 0 ${({ theme }) => theme.radius.sm} ${({ theme }) => theme.radius.sm} 0;
  }
  & [data-column='quantity'],
  & [data-column='price'] {
    width: 1%;
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  & td[data-column='description'] > span {
    display: block;
    color: ${({ theme }) => theme.color.textSubtle};
    font-family: ${({ theme }) => theme.font.familyMono};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

export const ReportLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  margin-left: -${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.color.primarySoft};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const Loading = styled.div`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};

  ${media.phone} {
    padding: ${({ theme }) => theme.space.md};
  }
`;
