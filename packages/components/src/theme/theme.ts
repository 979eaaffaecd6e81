import { breakpoints, defaultTokens, media, type ThemeTokens } from './tokens';

/** Recursive partial of the token tree, used for `PortalProvider`'s `theme` prop. */
export type ThemeOverrides = {
  [K in keyof ThemeTokens]?: ThemeTokens[K] extends Record<string, infer V>
    ? V extends string
      ? Partial<ThemeTokens[K]>
      : { [P in keyof ThemeTokens[K]]?: Partial<ThemeTokens[K][P]> }
    : never;
};

/**
 * The styled-components theme: the same tree as the tokens, but every leaf is a CSS variable
 * reference with the (possibly overridden) default as fallback, e.g. `var(--eqp-color-primary, #1d5fbf)`.
 */
export interface EqpTheme extends ThemeTokens {
  media: typeof media;
  breakpoints: typeof breakpoints;
}

const kebab = (segment: string) =>
  segment
    .replace(/_/g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

/** The CSS custom property name of a token path: `['color', 'primaryHover']` -> `--eqp-color-primary-hover`. */
export function tokenVarName(path: readonly string[]): string {
  // Status colours: the foreground is the plain name (`--eqp-status-planned`), the background gets `-bg`.
  const segments = path[0] === 'status' && path[path.length - 1] === 'fg' ? path.slice(0, -1) : path;
  return `--eqp-${segments.map(kebab).join('-')}`;
}

type Tree = { [key: string]: string | Tree };

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null;
}

function merge(base: Tree, overrides: Tree | undefined): Tree {
  if (!overrides) return base;
  const out: Tree = {};
  for (const [key, value] of Object.entries(base)) {
    const override = overrides[key];
    if (isTree(value)) out[key] = merge(value, isTree(override) ? override : undefined);
    else out[key] = typeof override === 'string' ? override : value;
  }
  return out;
}

function toVars(tree: Tree, path: string[]): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(tree)) {
    const next = [...path, key];
    out[key] = isTree(value) ? toVars(value, next) : `var(${tokenVarName(next)}, ${value})`;
  }
  return out;
}

/** The resolved default values (overrides applied), without CSS variable wrapping. */
export function resolveTokens(overrides?: ThemeOverrides): ThemeTokens {
  return merge(defaultTokens as unknown as Tree, overrides as Tree | undefined) as unknown as ThemeTokens;
}

/** Builds the styled-components theme; `overrides` replace the fallback values of the CSS variables. */
export function createTheme(overrides?: ThemeOverrides): EqpTheme {
  const tokens = toVars(resolveTokens(overrides) as unknown as Tree, []) as unknown as ThemeTokens;
  return { ...tokens, media, breakpoints };
}

/**
 * Every token as a `--eqp-*` declaration map (`{ '--eqp-color-primary': '#1d5fbf', ... }`), e.g. to
 * document the variables or to put them on an element's `style`.
 */
export function themeVariables(overrides?: ThemeOverrides): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (tree: Tree, path: string[]) => {
    for (const [key, value] of Object.entries(tree)) {
      if (isTree(value)) walk(value, [...path, key]);
      else out[tokenVarName([...path, key])] = value;
    }
  };
  walk(resolveTokens(overrides) as unknown as Tree, []);
  return out;
}

/** The default theme (no overrides). */
export const defaultTheme: EqpTheme = createTheme();

declare module 'styled-components' {
  // The components' styles read tokens from the theme; typed here so `theme.color.primary` checks.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends EqpTheme {}
}
