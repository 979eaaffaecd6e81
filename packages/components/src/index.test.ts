import { expect, it } from 'vitest';

it('exports exactly the public surface (a change here is deliberate)', async () => {
  expect(Object.keys(await import('./index')).sort()).toMatchInlineSnapshot(`
    [
      "DefaultLink",
      "GlobalStyle",
      "PortalProvider",
      "STATUS_COLOR_NAMES",
      "SUPPORTED_LOCALES",
      "SnackbarHost",
      "breakpoints",
      "createTheme",
      "defaultTheme",
      "defaultTokens",
      "media",
      "messagesFor",
      "normalizeLocale",
      "themeVariables",
      "tokenVarName",
      "useLink",
      "useSnackbar",
    ]
  `);
});
