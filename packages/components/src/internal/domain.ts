/**
 * Domain constants the components need from `@eqp/sdk`. Kept in one place so the components
 * import them from here; each one is re-exported from the sdk when the sdk provides it.
 */

/** Snackbar timeout (spec §9): 5000 ms. */
export const SNACKBAR_TIMEOUT_MS = 5000;
