// Provider, links
export { PortalProvider } from './PortalProvider';
export type { PortalProviderProps } from './PortalProvider';
export { DefaultLink, useLink } from './PortalProvider';
export type { LinkComponent, LinkProps } from './PortalProvider';

// Theme
export {
  GlobalStyle,
  createTheme,
  defaultTheme,
  defaultTokens,
  breakpoints,
  media,
  themeVariables,
  tokenVarName,
} from './theme';
export type { EqpTheme, StatusColorName, ThemeOverrides, ThemeTokens } from './theme';
export { STATUS_COLOR_NAMES } from './theme';

// i18n
export { messagesFor, normalizeLocale, SUPPORTED_LOCALES } from './i18n';
export type { Messages, SupportedLocale } from './i18n';

// Snackbar
export { SnackbarHost, useSnackbar } from './Snackbar';
export type {
  SnackbarAction,
  SnackbarApi,
  SnackbarHostProps,
  SnackbarOptions,
  SnackbarVariant,
} from './Snackbar';

// Building blocks
export { Avatar } from './Avatar';
export type { AvatarProps, AvatarSize } from './Avatar';
export { Button } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Image } from './Image';
export type { ImageProps } from './Image';
export { LoadingBox, Spinner } from './LoadingBox';
export type { LoadingBoxProps, LoadingBoxVariant, SpinnerProps } from './LoadingBox';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';

// Sign-in
export { LoginCard } from './LoginCard';
export type { LoginCardMode, LoginCardProps, LoginScope } from './LoginCard';

// Customer portal
export { MachineList, defaultMachineHref, resourceUrl } from './MachineList';
export type { MachineListProps, MachineListView, MachinePanel, ScrollContainer } from './MachineList';
export { CustomerShell, DEFAULT_CUSTOMER_HREFS, DEFAULT_SUPPORT_CONTACT } from './CustomerShell';
export type { CustomerShellProps, CustomerShellSection, SupportContact } from './CustomerShell';
export { AccountMenu } from './AccountMenu';
export type { AccountMenuProps } from './AccountMenu';
export { LanguageSelector } from './LanguageSelector';
export type { LanguageSelectorProps } from './LanguageSelector';
