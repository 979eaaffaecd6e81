export { STATUS_COLOR_NAMES, breakpoints, defaultTokens, media } from './tokens';
export type { StatusColor, StatusColorName, ThemeTokens } from './tokens';
export { createTheme, defaultTheme, resolveTokens, themeVariables, tokenVarName } from './theme';
export type { EqpTheme, ThemeOverrides } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { focusRing, visuallyHidden } from './mixins';
