import styled, { css } from 'styled-components';
import type { EqpTheme } from '../theme';
import { TextField } from '../TextField';
import { focusRing } from '../theme/mixins';
import { media } from '../theme/tokens';

/** Foreground and background of each file look (icons, chips). */
const lookColours = (theme: EqpTheme) =>
  ({
    document: { fg: theme.color.info, bg: theme.color.infoSoft },
    link: { fg: theme.status.planned.fg, bg: theme.status.planned.bg },
    form: { fg: theme.color.success, bg: theme.color.successSoft },
    partDrawing: { fg: theme.color.warning, bg: theme.color.warningSoft },
    image: { fg: theme.status.forecast.fg, bg: theme.status.forecast.bg },
    video: { fg: theme.status.warranty.fg, bg: theme.status.warranty.bg },
  }) as const;

const byLook = (property: (c: { fg: string; bg: string }) => string) => css`
  ${({ theme }) =>
    Object.entries(lookColours(theme))
      .map(([look, colours]) => `&[data-kind='${look}'] { ${property(colours)} }`)
      .join('\n')}
`;

/** Colours of the folder origins (supplier, model, machine history, job). */
const originColours = (theme: EqpTheme) =>
  ({
    Supplier: theme.status.approved.fg,
    MachineModel: theme.color.info,
    MachineJobHistory: theme.status.in_progress.fg,
    Job: theme.status.warranty.fg,
  }) as const;

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

/* ---------------------------------------------------------------- Search and chips */

export const Toolbar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const SearchField = styled(TextField)`
  max-width: 520px;

  & input[type='search']::-webkit-search-cancel-button,
  & input[type='search']::-webkit-search-decoration {
    -webkit-appearance: none;
    appearance: none;
  }
  /* The label is read by screen readers only: no gap above the box. */
  gap: 0;
`;

export const SearchAdornment = styled.span`
  display: inline-flex;
  padding: 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textSubtle};
`;

export const ClearSearchButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
    color: ${({ theme }) => theme.color.text};
  }
`;

export const ChipRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 34px;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md} 0 10px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    border-color ${({ theme }) => theme.motion.fast} ease;
  ${focusRing}

  & > svg {
    flex: none;
  }
  ${byLook((c) => `& > svg { color: ${c.fg}; }`)}

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.borderStrong};
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primary};
  }
  &[aria-pressed='true'] > svg {
    color: currentColor;
  }
  &:disabled {
    cursor: default;
    color: ${({ theme }) => theme.color.textSubtle};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &:disabled > svg {
    color: currentColor;
  }
`;

export const ChipCount = styled.span`
  min-width: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 20px;
  text-align: center;
  font-variant-numeric: tabular-nums;

  [aria-pressed='true'] > & {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryContrast};
  }
`;

export const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.info} 25%, transparent);
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.infoSoft};

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.info};
  }
  & > span {
    flex: 1 1 200px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/* ---------------------------------------------------------------- Breadcrumbs */

export const CrumbList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
    min-width: 0;
    max-width: 100%;
  }
`;

export const CrumbSeparator = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.textSubtle};
`;

export const Crumb = styled.button`
  max-width: 100%;
  min-height: 32px;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.sm};
  overflow: hidden;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.color.primarySoft};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    cursor: default;
  }
  &[aria-current='page']:hover {
    background: transparent;
  }
  li:first-child > & {
    padding-left: 0;
  }
  li:first-child > &:hover:not([aria-current='page']) {
    padding-left: ${({ theme }) => theme.space.sm};
    margin-left: calc(-1 * ${({ theme }) => theme.space.sm});
  }
`;

export const Origin = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
  max-width: 100%;
  margin: calc(-1 * ${({ theme }) => theme.space.sm}) 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > svg {
    flex: none;
  }
  ${({ theme }) =>
    Object.entries(originColours(theme))
      .map(([origin, colour]) => `&[data-origin='${origin}'] > svg { color: ${colour}; }`)
      .join('\n')}

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[data-size='small'] {
    align-items: flex-start;
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xs};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  &[data-size='small'] > svg {
    margin-top: 1px;
  }
  /* On a tile the origin may take two lines (narrow tiles on phones). */
  &[data-size='small'] > span {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

/* ---------------------------------------------------------------- Sections */

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

/* ---------------------------------------------------------------- Folder tiles */

export const TileGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(210px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    min-width: 0;
  }

  ${media.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
  }
`;

export const Tile = styled.button`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas:
    'icon name'
    'icon count'
    'origin origin';
  align-content: start;
  column-gap: ${({ theme }) => theme.space.md};
  row-gap: 2px;
  width: 100%;
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-family: inherit;
  text-align: left;
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition:
    border-color ${({ theme }) => theme.motion.fast} ease,
    box-shadow ${({ theme }) => theme.motion.fast} ease;
  ${focusRing}

  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  /* No file of the chosen types inside: a flat, muted tile (not faded, so its texts stay readable). */
  &[data-state='filtered-out'] {
    border-style: dashed;
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.textMuted};
    box-shadow: none;
  }
  & > ${Origin} {
    grid-area: origin;
    margin-top: ${({ theme }) => theme.space.sm};
    padding-top: ${({ theme }) => theme.space.sm};
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas:
      'icon'
      'name'
      'count'
      'origin';
    padding: ${({ theme }) => theme.space.md};
    row-gap: ${({ theme }) => theme.space.xxs};
  }
`;

export const TileIcon = styled.span`
  grid-area: icon;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  align-self: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primary};

  ${({ theme }) =>
    Object.entries(originColours(theme))
      .map(
        ([origin, colour]) =>
          `[data-origin='${origin}'] > & { color: ${colour}; background: color-mix(in srgb, ${colour} 12%, transparent); }`,
      )
      .join('\n')}
  [data-state='filtered-out'] > & {
    filter: grayscale(1);
  }

  ${media.phone} {
    align-self: start;
    width: 36px;
    height: 36px;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

export const TileName = styled.span`
  grid-area: name;
  align-self: end;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-overflow: ellipsis;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow-wrap: anywhere;
`;

export const TileCount = styled.span`
  grid-area: count;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/* ---------------------------------------------------------------- File rows */

export const FileList = styled.ul`
  margin: 0;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  list-style: none;
`;

export const FileItem = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  transition: background-color ${({ theme }) => theme.motion.fast} ease;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  &[data-state='opening'] {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }

  ${media.phone} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

export const FileGlyph = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.md};
  ${byLook((c) => `color: ${c.fg}; background: ${c.bg};`)}

  ${media.phone} {
    align-self: start;
    width: 36px;
    height: 36px;
  }
`;

export const FileBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  min-width: 0;
`;

export const FileLink = styled.a`
  max-width: 100%;
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  overflow-wrap: anywhere;
  border-radius: ${({ theme }) => theme.radius.sm};
  ${focusRing}

  /* The whole row opens the file. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const Mark = styled.mark`
  padding: 0 1px;
  border-radius: 2px;
  background: ${({ theme }) => theme.color.warningSoft};
  color: inherit;
  box-shadow: inset 0 -2px 0 color-mix(in srgb, ${({ theme }) => theme.color.warning} 45%, transparent);
`;

export const FileMeta = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export const LocationButton = styled.button`
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  min-height: 28px;
  margin: 2px 0 0 calc(-1 * ${({ theme }) => theme.space.xs});
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: left;
  cursor: pointer;
  ${focusRing}

  & > svg {
    flex: none;
  }
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &:hover {
    background: ${({ theme }) => theme.color.primarySoft};
    text-decoration: underline;
  }
`;

export const Trailing = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.textSubtle};

  ${FileItem}:hover & {
    color: ${({ theme }) => theme.color.primary};
  }
`;

/* ---------------------------------------------------------------- Search results */

export const ResultsHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/* ---------------------------------------------------------------- Loading */

export const SkeletonCrumb = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export const SkeletonTiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(210px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};

  ${media.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
  }
`;
