import styled, { keyframes } from 'styled-components';
import { media } from '../theme/tokens';

/**
 * The money axis on the left, the bars beside it, the month labels under them. The axis column is
 * as wide as its widest tick (`NOK 100K`, `100k kr`), at least 64 px (36 px on a phone).
 */
export const Plot = styled.div`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  grid-template-rows: minmax(0, 1fr) auto;
  width: 100%;
  min-width: 0;
  padding-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

export const YAxis = styled.div`
  position: relative;
  box-sizing: border-box;
  min-width: 64px;
  padding-right: ${({ theme }) => theme.space.sm};

  [data-compact] > & {
    min-width: 36px;
  }
`;

/**
 * The tick labels once more, invisible and without height, in the axis's flow: they give the axis
 * column its width (the visible ticks are positioned, so they take no room).
 */
export const YAxisSizer = styled.span`
  display: flex;
  flex-direction: column;
  height: 0;
  overflow: hidden;
  visibility: hidden;
  line-height: 1;
  white-space: nowrap;
`;

export const YTick = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space.sm};
  transform: translateY(50%);
  line-height: 1;
  white-space: nowrap;
`;

export const Bars = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const GridLine = styled.div`
  position: absolute;
  right: 0;
  left: 0;
  border-top: 1px dashed ${({ theme }) => theme.color.border};
  pointer-events: none;
`;

export const Column = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  align-items: center;
  min-width: 0;
  height: 100%;
  border-radius: ${({ theme }) => theme.radius.sm} ${({ theme }) => theme.radius.sm} 0 0;

  &[data-active] {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
`;

const grow = keyframes`
  from { transform: scaleY(0); }
  to { transform: scaleY(1); }
`;

/** One month's bar: the series from the bottom up, largest machine first. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column-reverse;
  width: 64%;
  max-width: 48px;
  overflow: hidden;
  border-radius: 3px 3px 0 0;
  transform-origin: bottom;

  &[data-animate] {
    animation: ${grow} 0.45s ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-animate] {
      animation: none;
    }
  }
`;

export const Segment = styled.div`
  flex: none;
  min-height: 1px;
  & + & {
    box-shadow: 0 1px 0 ${({ theme }) => theme.color.surface};
  }
`;

export const XLabels = styled.div`
  display: grid;
  grid-column: 2;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  padding-top: ${({ theme }) => theme.space.xs};

  & > span {
    overflow: hidden;
    text-align: center;
    white-space: nowrap;
  }
`;

/** Above the bars, over the hovered or tapped month; kept inside the graph at both ends. */
export const TooltipBox = styled.div`
  position: absolute;
  z-index: 1;
  top: 0;
  left: calc((var(--column) + 0.5) / var(--columns) * 100%);
  min-width: 200px;
  max-width: min(320px, 90vw);
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  transform: translateX(-50%);
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  pointer-events: none;

  &[data-side='start'] {
    left: calc(var(--column) / var(--columns) * 100%);
    transform: none;
  }
  &[data-side='end'] {
    right: calc((var(--columns) - var(--column) - 1) / var(--columns) * 100%);
    left: auto;
    transform: none;
  }

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

export const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};

  /* Phones: two columns of whole names, wrapped; the amounts are in the tooltip and the table. */
  ${media.phone} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    align-items: start;
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

  /* A name wraps at its spaces (a long word anywhere), up to three lines; only a longer one is cut,
     and its title and the item's text keep it whole. */
  ${media.phone} {
    display: flex;
    align-items: flex-start;
    & > [data-part='name'] {
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 3;
      line-clamp: 3;
      white-space: normal;
      overflow-wrap: anywhere;
      line-height: ${({ theme }) => theme.font.lineHeight.tight};
    }
    /* The swatch, level with the first line. */
    & > :first-child {
      margin-top: 2px;
    }
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
