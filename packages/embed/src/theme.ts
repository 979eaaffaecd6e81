import type { ThemeOverrides } from '@eqp/components';

/** The colour tokens of the `dark` preset; everything else keeps the library's defaults. */
export const DARK_THEME: ThemeOverrides = {
  color: {
    primary: '#7aa7ff',
    primaryHover: '#96baff',
    primaryActive: '#b3cdff',
    primaryContrast: '#0d1526',
    primarySoft: '#1c2b49',
    background: '#0f1420',
    surface: '#171e2c',
    surfaceMuted: '#1c2434',
    surfaceHover: '#222c40',
    border: '#2b364b',
    borderStrong: '#3d4a63',
    text: '#e6ebf5',
    textMuted: '#aab4c6',
    textSubtle: '#8591a6',
    textInverse: '#0d1526',
    focusRing: '#7aa7ff',
    danger: '#ff8a8a',
    dangerSoft: '#3a1d22',
    success: '#6fd39a',
    successSoft: '#16301f',
    warning: '#ffb95c',
    warningSoft: '#3a2a14',
    info: '#7aa7ff',
    infoSoft: '#1c2b49',
    snackbar: '#e6ebf5',
    skeleton: '#232d40',
    skeletonHighlight: '#2c384f',
  },
};

export type ThemeName = 'light' | 'dark';

export interface ParsedTheme {
  /** `light` (the library's defaults) or `dark`; `color-scheme` of the element. */
  scheme: ThemeName;
  /** Token overrides for `PortalProvider`'s `theme`; undefined for the defaults. */
  overrides: ThemeOverrides | undefined;
}

type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function merge(base: Tree, extra: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    out[key] = isTree(value) && isTree(out[key]) ? merge(out[key] as Tree, value) : value;
  }
  return out;
}

/**
 * The `theme` attribute: `light` (default), `dark`, or a JSON object of token overrides
 * (`{"color":{"primary":"#0a7d4f"}}`), optionally with `"scheme": "dark"` to start from the
 * dark preset. Anything else is ignored with a console warning (the element keeps the defaults).
 */
export function parseTheme(value: string | null | undefined): ParsedTheme {
  const text = (value ?? '').trim();
  if (text === '' || text === 'light') return { scheme: 'light', overrides: undefined };
  if (text === 'dark') return { scheme: 'dark', overrides: DARK_THEME };
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (isTree(parsed)) {
        const { scheme, ...tokens } = parsed;
        const dark = scheme === 'dark';
        const base: Tree = dark ? (DARK_THEME as Tree) : {};
        return { scheme: dark ? 'dark' : 'light', overrides: merge(base, tokens) as ThemeOverrides };
      }
    } catch {
      // fall through to the warning
    }
  }
  console.warn(`eqp-embed: theme="${text}" is not light, dark or a JSON object of tokens; using light.`);
  return { scheme: 'light', overrides: undefined };
}
