/**
 * The layout figures of spec §9 (they were sdk constants; they are layout, not domain rules, so
 * they live with the other tokens): the side bar width in both portals, the login card's maximum
 * width and logo size, the mobile breakpoint (below it the bottom bar replaces the side bar).
 */
const SIDEBAR_WIDTH = 130;
const LOGIN_CARD_MAX_WIDTH = 330;
const LOGIN_LOGO_SIZE = 90;
const MOBILE_BREAKPOINT = 900;

/** The avatar sizes of spec §9 in px: 25 (small), 38, 80 (large). */
export const avatarSizes = { small: 25, medium: 38, large: 80 } as const;
export type AvatarSize = keyof typeof avatarSizes;

/**
 * Design tokens. Every token is exposed to styles as a CSS custom property with the default as
 * fallback (`var(--eqp-color-primary, #1d5fbf)`), so an embedder re-themes by setting
 * `--eqp-*` variables on any ancestor (or on `:root`) without touching the components.
 */

/** The job status colour set of spec §4 plus `neutral` for every other id. */
export const STATUS_COLOR_NAMES = [
  'forecast',
  'new',
  'planned',
  'drive',
  'in_progress',
  'waiting',
  'completed',
  'warranty',
  'approved',
  'closed',
  'neutral',
] as const;
export type StatusColorName = (typeof STATUS_COLOR_NAMES)[number];

export interface StatusColor {
  /** Text and icon colour. */
  fg: string;
  /** Chip / badge background. */
  bg: string;
}

export interface ThemeTokens {
  color: {
    primary: string;
    primaryHover: string;
    primaryActive: string;
    primaryContrast: string;
    primarySoft: string;
    background: string;
    surface: string;
    surfaceMuted: string;
    surfaceHover: string;
    border: string;
    borderStrong: string;
    text: string;
    textMuted: string;
    textSubtle: string;
    textInverse: string;
    focusRing: string;
    danger: string;
    dangerSoft: string;
    success: string;
    successSoft: string;
    warning: string;
    warningSoft: string;
    info: string;
    infoSoft: string;
    snackbar: string;
    skeleton: string;
    skeletonHighlight: string;
  };
  status: Record<StatusColorName, StatusColor>;
  space: {
    xxs: string;
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
    xxxl: string;
  };
  radius: { sm: string; md: string; lg: string; xl: string; pill: string };
  shadow: { sm: string; md: string; lg: string; focus: string };
  font: {
    family: string;
    familyMono: string;
    size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string; xxxl: string };
    weight: { regular: string; medium: string; semibold: string; bold: string };
    lineHeight: { tight: string; normal: string };
  };
  layout: { sideBarWidth: string; bottomBarHeight: string; loginCardMaxWidth: string; loginLogoSize: string };
  zIndex: { bottomBar: string; dialog: string; snackbar: string };
  motion: { fast: string; normal: string };
}

export const defaultTokens: ThemeTokens = {
  color: {
    primary: '#1d5fbf',
    primaryHover: '#174f9f',
    primaryActive: '#123f80',
    primaryContrast: '#ffffff',
    primarySoft: '#e8f0fb',
    background: '#f2f5fa',
    surface: '#ffffff',
    surfaceMuted: '#f7f9fc',
    surfaceHover: '#eef3fa',
    border: '#dde3ec',
    borderStrong: '#b9c4d4',
    text: '#172033',
    textMuted: '#556176',
    // At least 4.5:1 on every surface and soft background (WCAG AA for small text).
    textSubtle: '#626d80',
    textInverse: '#ffffff',
    focusRing: '#5b9bf8',
    danger: '#c42b2b',
    dangerSoft: '#fdeded',
    success: '#1b7a43',
    successSoft: '#e6f5ec',
    warning: '#a35c00',
    warningSoft: '#fff3df',
    info: '#1d5fbf',
    infoSoft: '#e8f0fb',
    snackbar: '#1f2937',
    skeleton: '#e0e6ef',
    skeletonHighlight: '#eef2f7',
  },
  status: {
    forecast: { fg: '#5b4bb7', bg: '#efecfb' },
    new: { fg: '#1d5fbf', bg: '#e8f0fb' },
    planned: { fg: '#0e7490', bg: '#e3f5f9' },
    drive: { fg: '#9a5b00', bg: '#fff1dc' },
    in_progress: { fg: '#b54708', bg: '#fdeee3' },
    waiting: { fg: '#a15c07', bg: '#fef6d8' },
    completed: { fg: '#1b7a43', bg: '#e6f5ec' },
    warranty: { fg: '#b42362', bg: '#fce8f1' },
    approved: { fg: '#0f766e', bg: '#e0f4f1' },
    closed: { fg: '#475467', bg: '#eef0f3' },
    neutral: { fg: '#556176', bg: '#f0f2f5' },
  },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', xl: '16px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
    md: '0 4px 8px -2px rgba(16, 24, 40, 0.08), 0 2px 4px -2px rgba(16, 24, 40, 0.05)',
    lg: '0 12px 24px -6px rgba(16, 24, 40, 0.14), 0 4px 8px -4px rgba(16, 24, 40, 0.06)',
    focus: '0 0 0 3px rgba(91, 155, 248, 0.45)',
  },
  font: {
    family:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    familyMono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px', xxxl: '30px' },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  layout: {
    sideBarWidth: `${SIDEBAR_WIDTH}px`,
    bottomBarHeight: '64px',
    loginCardMaxWidth: `${LOGIN_CARD_MAX_WIDTH}px`,
    loginLogoSize: `${LOGIN_LOGO_SIZE}px`,
  },
  zIndex: { bottomBar: '1100', dialog: '1300', snackbar: '1400' },
  motion: { fast: '120ms', normal: '200ms' },
};

/** Breakpoints of spec §9: phone below 600 px, tablet below 900 px (the mobile breakpoint), desktop from 900 px. */
export const breakpoints = { phone: 600, tablet: MOBILE_BREAKPOINT } as const;

/** Media queries. CSS variables cannot be used inside media queries, so these are plain values. */
export const media = {
  /** Phones: below 600 px. */
  phone: `@media (max-width: ${breakpoints.phone - 0.02}px)`,
  /** Tablets and phones: below 900 px (spec's mobile breakpoint, bottom bar instead of side bar). */
  mobile: `@media (max-width: ${breakpoints.tablet - 0.02}px)`,
  /** Tablets only: 600 px up to 900 px. */
  tablet: `@media (min-width: ${breakpoints.phone}px) and (max-width: ${breakpoints.tablet - 0.02}px)`,
  /** Desktop: 900 px and wider. */
  desktop: `@media (min-width: ${breakpoints.tablet}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
