import { expect, it } from 'vitest';

it('exports exactly the public surface (a change here is deliberate)', async () => {
  expect(Object.keys(await import('./index')).sort()).toMatchInlineSnapshot(`
    [
      "AccountMenu",
      "Avatar",
      "Button",
      "CustomerShell",
      "DEFAULT_CUSTOMER_HREFS",
      "DEFAULT_SUPPORT_CONTACT",
      "DefaultLink",
      "GlobalStyle",
      "Image",
      "LanguageSelector",
      "LoadingBox",
      "LoginCard",
      "MachineList",
      "PortalProvider",
      "STATUS_COLOR_NAMES",
      "SUPPORTED_LOCALES",
      "SnackbarHost",
      "Spinner",
      "TextField",
      "breakpoints",
      "createTheme",
      "defaultMachineHref",
      "defaultTheme",
      "defaultTokens",
      "media",
      "messagesFor",
      "normalizeLocale",
      "resourceUrl",
      "themeVariables",
      "tokenVarName",
      "useLink",
      "useSnackbar",
    ]
  `);
});
