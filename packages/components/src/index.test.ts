import { expect, it } from 'vitest';

it('exports exactly the public surface (a change here is deliberate)', async () => {
  expect(Object.keys(await import('./index')).sort()).toMatchInlineSnapshot(`
    [
      "Avatar",
      "Button",
      "DefaultLink",
      "GlobalStyle",
      "Image",
      "LoadingBox",
      "LoginCard",
      "PortalProvider",
      "STATUS_COLOR_NAMES",
      "SUPPORTED_LOCALES",
      "SnackbarHost",
      "Spinner",
      "TextField",
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
