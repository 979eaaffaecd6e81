export { STATUS_COLOR_NAMES, avatarSizes, breakpoints, defaultTokens, media } from './tokens';
export type { AvatarSize, StatusColor, StatusColorName, ThemeTokens } from './tokens';
export { createTheme, defaultTheme, resolveTokens, themeVariables, tokenVarName } from './theme';
export type { EqpTheme, ThemeOverrides } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { focusRing, visuallyHidden } from './mixins';
