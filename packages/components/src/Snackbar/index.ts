export { SnackbarHost, useSnackbar } from './Snackbar';
export type {
  SnackbarAction,
  SnackbarApi,
  SnackbarHostProps,
  SnackbarOptions,
  SnackbarVariant,
} from './Snackbar';
