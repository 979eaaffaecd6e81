import styled from 'styled-components';
import { focusRing } from '../theme/mixins';
import { media } from '../theme/tokens';

/** The drawing and, beside it (below it on phones and tablets), the list of positions. */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 232px;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  &[data-positions='none'] {
    grid-template-columns: minmax(0, 1fr);
  }
  /* Under a part dialog the drawing steps back, so the stacked dialog reads as the one in front. */
  &[data-covered] {
    opacity: 0.35;
    transition: opacity ${({ theme }) => theme.motion.normal} ease;
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Viewer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  & > button:last-child {
    margin-left: auto;
  }
`;

export const ZoomLevel = styled.span`
  min-width: 52px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

/** Scrolls the drawing when it is zoomed beyond the width. */
export const Viewport = styled.div`
  position: relative;
  overflow: auto;
  max-height: min(70vh, 640px);
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: #ffffff;
  overscroll-behavior: contain;
  /* One finger scrolls; two fingers zoom the drawing (the dialog's own pinch), not the page. */
  touch-action: pan-x pan-y;

  ${media.phone} {
    max-height: none;
  }
  ${media.phone} {
    &[data-zoomed] {
      max-height: 60vh;
    }
  }
`;

/** The drawing at the current zoom; hotspots are placed in percent of it. */
export const Canvas = styled.div`
  position: relative;
  width: calc(var(--drawing-zoom, 1) * 100%);
  transition: width ${({ theme }) => theme.motion.normal} ease;

  & > img {
    display: block;
    width: 100%;
    height: auto;
  }
  & > [data-state='error'] {
    width: 100% !important;
    height: 100% !important;
    min-height: 200px;
    border: 0;
  }

  &[data-pinching] {
    transition: none;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

/** Over the drawing; a size container, so an area is drawn in percent of the drawing (cqw, cqh). */
export const HotspotLayer = styled.div`
  position: absolute;
  inset: 0;
  container-type: size;
`;

/**
 * A hotspot: a box centred on its area, the area's size but at least 24 x 24 px (WCAG 2.5.8
 * target size) at every zoom. The area itself (`data-part="area"`, `--area-width` and
 * `--area-height` in percent of the drawing) is drawn inside, clipped to its outline.
 */
export const HotspotButton = styled.button`
  position: absolute;
  width: max(calc(var(--area-width) * 1cqw), 24px);
  height: max(calc(var(--area-height) * 1cqh), 24px);
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  cursor: pointer;
  outline: none;
  transform: translate(-50%, -50%);
  -webkit-tap-highlight-color: transparent;

  &[data-shape='circle'] {
    border-radius: 50%;
  }

  & > [data-part='area'] {
    position: absolute;
    top: 50%;
    left: 50%;
    width: calc(var(--area-width) * 1cqw);
    height: calc(var(--area-height) * 1cqh);
    transform: translate(-50%, -50%);
    box-sizing: border-box;
    border: 2px solid transparent;
    border-radius: inherit;
    pointer-events: none;
    transition:
      background-color ${({ theme }) => theme.motion.fast} ease,
      border-color ${({ theme }) => theme.motion.fast} ease;
  }
  /* A tiny area gets a marker the size of its target when highlighted, so the highlight shows. */
  &:hover > [data-part='area'],
  &[data-active] > [data-part='area'],
  &:focus-visible > [data-part='area'] {
    min-width: 24px;
    min-height: 24px;
    border-color: ${({ theme }) => theme.color.primary};
    background: color-mix(in srgb, ${({ theme }) => theme.color.primary} 16%, transparent);
  }
  &:focus-visible {
    box-shadow:
      0 0 0 2px #ffffff,
      0 0 0 5px ${({ theme }) => theme.color.focusRing};
    z-index: 2;
  }
  &[data-active] {
    z-index: 1;
  }

  & > [data-part='tip'] {
    position: absolute;
    left: 50%;
    bottom: calc(100% + 6px);
    z-index: 3;
    display: none;
    max-width: 220px;
    padding: 3px ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.snackbar};
    color: ${({ theme }) => theme.color.textInverse};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    transform: translateX(-50%);
    pointer-events: none;
  }
  &[data-tip='below'] > [data-part='tip'] {
    top: calc(100% + 6px);
    bottom: auto;
  }
  &:hover > [data-part='tip'],
  &:focus-visible > [data-part='tip'],
  &[data-active] > [data-part='tip'] {
    display: block;
  }
`;

export const DrawingNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.infoSoft};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};

  &[data-variant='error'] {
    background: ${({ theme }) => theme.color.dangerSoft};
  }
  ${Viewport} > & {
    margin: ${({ theme }) => theme.space.lg};
  }
`;

export const Positions = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  & > h3 {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
`;

export const PositionList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PositionButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 44px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  ${focusRing}

  &:hover,
  &[data-active] {
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceHover};
  }

  & > [data-part='badge'] {
    display: inline-grid;
    flex: none;
    place-items: center;
    min-width: 26px;
    height: 26px;
    padding: 0 4px;
    border: 2px solid ${({ theme }) => theme.color.primary};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &[data-active] > [data-part='badge'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryContrast};
  }
  & > [data-part='text'] {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  & [data-part='description'] {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    overflow-wrap: anywhere;
  }
  & [data-part='number'] {
    color: ${({ theme }) => theme.color.textMuted};
    font-family: ${({ theme }) => theme.font.familyMono};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

export const Skeleton = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 232px;
  gap: ${({ theme }) => theme.space.lg};

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
