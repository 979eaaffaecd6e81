import styled from 'styled-components';
import { focusRing } from '../theme/mixins';
import { media } from '../theme/tokens';
import { pagePadding, pageTitle } from '../internal/page.styles';
import { cardTable, cardTableAsCards, cardTableRow } from '../internal/cardTable.styles';

/** Below this width the list view drops its Supplier and Model columns into the name cell. */
const compactList = '@media (max-width: 1099.98px)';

export const Root = styled.section`
  ${pagePadding}
  max-width: 1600px;
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

export const Heading = styled.h1`
  ${pageTitle}
`;

export const ViewToggle = styled.div`
  display: inline-flex;
  gap: 2px;
  padding: 3px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

export const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 32px;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
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
`;

export const ErrorNote = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.danger} 30%, transparent);
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.text};

  & > svg {
    flex: none;
    width: 20px;
    height: 20px;
    color: ${({ theme }) => theme.color.danger};
  }
  & > div {
    display: flex;
    flex-direction: column;
    flex: 1 1 240px;
  }
  & strong {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  &[data-variant='inline'] {
    width: 100%;
    max-width: 560px;
    margin: 0;
  }
`;

/* ---------------------------------------------------------------- Cards */

export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(248px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`;

export const CardItem = styled.li`
  display: flex;
  min-width: 0;
`;

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  overflow: hidden;
  transition:
    box-shadow ${({ theme }) => theme.motion.normal} ease,
    border-color ${({ theme }) => theme.motion.normal} ease,
    transform ${({ theme }) => theme.motion.normal} ease;

  &:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  &:has(a[data-variant='machine']:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }

  ${media.phone} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

export const CardMedia = styled.div`
  display: grid;
  place-items: center;
  height: 168px;
  padding: ${({ theme }) => theme.space.md};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.color.surfaceMuted},
    ${({ theme }) => theme.color.surfaceHover}
  );
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  & > img {
    width: 100%;
    height: 100%;
  }
  & > [data-state='error'] {
    width: 64px !important;
    height: 64px !important;
  }

  ${media.phone} {
    flex: none;
    width: 104px;
    height: auto;
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 0;
    border-right: 1px solid ${({ theme }) => theme.color.border};

    & > img {
      height: auto;
      max-height: 104px;
    }
    & > [data-state='error'] {
      width: 48px !important;
      height: 48px !important;
    }
  }
`;

export const Placeholder = styled.span`
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.color.borderStrong};

  &[data-size='thumb'] > svg {
    width: 32px;
    height: 32px;
  }
  ${media.phone} {
    & > svg {
      width: 40px;
      height: 40px;
    }
  }
`;

export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};

  ${media.phone} {
    flex: 1 1 0;
    padding: ${({ theme }) => theme.space.md};
  }
`;

export const Overline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;

  & > a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    outline: none;
  }
  /* The whole card is the machine's link; the totals sit above this layer. */
  & > a::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 0;
  }
  & > a:hover {
    color: ${({ theme }) => theme.color.primary};
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space.md};
  row-gap: 2px;
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > div {
    display: contents;
  }
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & dd {
    margin: 0;
    min-width: 0;
    color: ${({ theme }) => theme.color.textMuted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: auto;

  &[data-compact] {
    flex-wrap: nowrap;
    margin-top: 0;
  }
`;

export const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  min-height: 24px;
  padding: 2px 10px 2px 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.2;
  white-space: nowrap;

  & > svg {
    flex: none;
    width: 14px;
    height: 14px;
  }
  &[data-variant='service'] {
    background: ${({ theme }) => theme.status.in_progress.bg};
    color: ${({ theme }) => theme.status.in_progress.fg};
  }
  &[data-variant='parts'] {
    background: ${({ theme }) => theme.status.new.bg};
    color: ${({ theme }) => theme.status.new.fg};
  }
  &[data-variant='none'] {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  [data-compact] > & {
    padding: 2px 8px 2px 6px;
    font-variant-numeric: tabular-nums;
  }
`;

export const Totals = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceMuted};

  & > a {
    display: block;
    min-width: 0;
    border-radius: ${({ theme }) => theme.radius.md};
    color: inherit;
    text-decoration: none;
    ${focusRing}
  }
  & > a:hover {
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }

  ${media.phone} {
    flex: 1 1 100%;
  }
`;

export const TotalsLabel = styled.p`
  margin: 0;
  padding: 2px ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const TotalLink = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.sm};

  & > [data-part='label'] {
    flex: 1 1 auto;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & > [data-part='amount'] {
    color: ${({ theme }) => theme.color.primary};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  & > [data-part='chevron'] {
    flex: none;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/* ---------------------------------------------------------------- List (table) */

export const Table = styled.table`
  ${cardTable}
  & [data-column='image'] {
    width: 72px;
    padding-right: 0;
  }
  & [data-column='service'],
  & [data-column='parts'] {
    text-align: right;
    width: 1%;
    white-space: nowrap;
  }
  & td[data-column='supplier'],
  & td[data-column='model'] {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & td[data-column='orders'] {
    width: 1%;
    white-space: nowrap;
  }

  ${compactList} {
    & [data-column='supplier'],
    & [data-column='model'] {
      display: none;
    }
  }

  ${media.phone} {
    ${cardTableAsCards}
  }
`;

export const Row = styled.tr`
  ${cardTableRow}
  & a[data-variant='total'] {
    display: inline-block;
    padding: 2px ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    font-variant-numeric: tabular-nums;
    text-decoration: none;
    ${focusRing}
  }
  & a[data-variant='total']:hover {
    text-decoration: underline;
  }
  & a[data-variant='total'] > span {
    display: inline;
    padding: 0;
  }

  ${media.phone} {
    display: grid;
    grid-template-columns: 56px minmax(0, 1fr) minmax(0, 1fr);
    grid-template-areas:
      'image name name'
      'image orders orders'
      '. service parts';
    column-gap: ${({ theme }) => theme.space.md};
    row-gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};

    & > td,
    & > th {
      display: block;
      padding: 0;
      border-top: 0;
      background: transparent !important;
    }
    & > [data-column='image'] {
      grid-area: image;
      width: auto;
    }
    & > [data-column='name'] {
      grid-area: name;
    }
    & > [data-column='orders'] {
      grid-area: orders;
      width: auto;
    }
    & > [data-column='service'] {
      grid-area: service;
      text-align: left;
    }
    & > [data-column='parts'] {
      grid-area: parts;
      text-align: left;
    }
    & > [data-column='service']::before,
    & > [data-column='parts']::before {
      content: attr(data-label);
      display: block;
      color: ${({ theme }) => theme.color.textMuted};
      font-size: ${({ theme }) => theme.font.size.xs};
    }
    & a[data-variant='total'] {
      padding: 0;
    }
  }
`;

export const Thumb = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  overflow: hidden;

  & > img {
    width: 100%;
    height: 100%;
    padding: 3px;
  }
  & > [data-state='error'] {
    width: 100% !important;
    height: 100% !important;
    border: 0;
  }
`;

export const RowName = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  & > a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius.sm};
    ${focusRing}
  }
  & > a:hover {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
`;

export const RowSub = styled.span`
  display: block;
  margin-top: 2px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};

  &[data-compact-only] {
    display: none;
    ${compactList} {
      display: block;
    }
  }
  &:empty {
    display: none !important;
  }
`;

/* ---------------------------------------------------------------- States */

export const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;

  & > [data-variant='box'] {
    border-radius: 0;
  }
  & > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const EmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  max-width: 480px;
  margin: ${({ theme }) => theme.space.xxxl} auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};
  text-align: center;

  & > svg {
    color: ${({ theme }) => theme.color.primary};
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  & > button {
    margin-top: ${({ theme }) => theme.space.lg};
  }
`;
